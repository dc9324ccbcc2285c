// Review stages (issue #38 item 5; docs/adr/0024-review-stages.md): a review folder's version stack moves through an
// ordered list of stages, internal review (the roles that approve internally by the §4 buttons) then client review.
// A stage is approved for a version by an approval of one of its roles after the version's last revert; the current
// stage is the first not approved; the final file is released once the last stage has approved the latest version.
// The server, the player and the portal lists read these; the role rules stay in review.ts (reviewButtons).
import type { ReviewActor } from './review.js';

export const REVIEW_STAGE_KEYS = ['INTERNAL', 'CLIENT'] as const;
export type ReviewStageKey = (typeof REVIEW_STAGE_KEYS)[number];

export interface ReviewStageRule {
  key: ReviewStageKey;
  label: string;
  /** The review actors whose approval (an APPROVED review action) approves the stage. */
  approvers: readonly ReviewActor[];
}

/** The default stages, in order. Internal: PM 'Approve Video', QC/QA/admin 'Review Accept' (§4); client: the customer. */
export const REVIEW_STAGES: readonly ReviewStageRule[] = [
  { key: 'INTERNAL', label: 'Internal review', approvers: ['PM', 'QC', 'QA', 'ADMIN'] },
  { key: 'CLIENT', label: 'Client review', approvers: ['USER', 'GUEST'] },
];

export const REVIEW_STAGE_MESSAGES = {
  dueSet: 'Stage due date saved.',
  dueCleared: 'Stage due date cleared.',
  notReleased: (stage: string) => `The final file is released once ${stage} has approved the latest version.`,
  notLatest: 'Only the latest version of a review is released as the final file.',
  allApproved: 'All review stages approved: the final file is released.',
} as const;

/** Who may set a stage's due date: staff who run the review (PM, admin). */
export const maySetStageDue = (actor: ReviewActor | null) => actor === 'PM' || actor === 'ADMIN';

export interface StageAction {
  actionTaken: string;
  lastActionBy: string;
  createdAt: Date | string;
}

/** The stages a version's actions approve: an approval by a stage's role after the last revert (a revert reopens all). */
export function approvedStages(actions: readonly StageAction[]): Set<ReviewStageKey> {
  const ordered = [...actions].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  const approved = new Set<ReviewStageKey>();
  for (const a of ordered) {
    if (a.actionTaken === 'DECLINED') approved.clear();
    else if (a.actionTaken === 'APPROVED')
      for (const s of REVIEW_STAGES) if (s.approvers.includes(a.lastActionBy as ReviewActor)) approved.add(s.key);
  }
  return approved;
}

export interface ReviewStageView {
  key: ReviewStageKey;
  label: string;
  approved: boolean;
  current: boolean;
  /** The optional due day, YYYY-MM-DD (UTC). */
  dueOn: string | null;
}

/** The stages of a version with their state: the current one is the first not approved (none when all are). */
export function reviewStagesOf(
  actions: readonly StageAction[],
  dues: Partial<Record<ReviewStageKey, string | null>> = {},
): ReviewStageView[] {
  const approved = approvedStages(actions);
  const current = REVIEW_STAGES.find((s) => !approved.has(s.key))?.key ?? null;
  return REVIEW_STAGES.map((s) => ({
    key: s.key,
    label: s.label,
    approved: approved.has(s.key),
    current: s.key === current,
    dueOn: dues[s.key] ?? null,
  }));
}

/** Why the final file is not released yet, or null once the last stage has approved (approving is not downloading). */
export function releaseBlock(stages: readonly ReviewStageView[]): string | null {
  const open = stages.find((s) => !s.approved);
  return open ? REVIEW_STAGE_MESSAGES.notReleased(open.label) : null;
}

/** A due day is "due" on that day and after it (UTC days, YYYY-MM-DD compare as strings). */
export const isStageDue = (dueOn: string | null, today: string) => !!dueOn && dueOn <= today;

/** Today's UTC day, YYYY-MM-DD. */
export const utcDayOf = (at: Date = new Date()) => at.toISOString().slice(0, 10);

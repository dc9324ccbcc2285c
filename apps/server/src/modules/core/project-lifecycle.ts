// A project's lifecycle: its states, the events that move it between them, and the one `transition` that writes a
// project's status fields (status, trackStatus, the invite flags, renderError) and tells the screens
// (videoStatusUpdated, through the outbox). No other code writes them; the displayed status (part B §4 "Project
// status") is `projectDisplayStatus`, derived from the same fields.
import { eq } from 'drizzle-orm';
import { BRONZE_PLAN, type TaskStatus } from '@vms/shared';
import type { Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden } from '../../platform/errors.js';
import { emit } from '../../platform/outbox/outbox.js';
import { projects } from './projects.table.js';
import { projectNotFound, type ProjectRow } from './access/project-access.js';

/** The two lines a project follows: Bronze (built and rendered in VMS) and every other plan (flown and edited). */
export type ProjectLine = 'production' | 'bronze';
export const lineOf = (p: Pick<ProjectRow, 'plan'>): ProjectLine => (p.plan === BRONZE_PLAN ? 'bronze' : 'production');

/** The status texts the lifecycle writes (a Bronze project also shows its Rendering task's status, upper-cased). */
export const PROJECT_STATUS = {
  notStarted: 'NOT STARTED',
  active: 'ACTIVE',
  completed: 'COMPLETED',
  inProduction: 'IN PRODUCTION',
  rendering: 'RENDERING',
  failed: 'FAILED',
} as const;
const S = PROJECT_STATUS;

/** A production project's states: the spec's NOT STARTED → ACTIVE (the pilot accepted) → COMPLETED (trackStatus). */
export type ProductionState = typeof S.notStarted | typeof S.active | typeof S.completed;
/** A Bronze project's state is its status text: NOT STARTED, IN PRODUCTION, RENDERING, FAILED, COMPLETED or a task status. */
export type ProjectState = ProductionState | (string & {});

/** What a project is at checkout (createProject's insert): on the ACTIVE track, NOT STARTED. */
export const ORDERED = { trackStatus: 'ACTIVE', status: S.notStarted, isNew: true } as const satisfies Partial<ProjectRow>;

/** The Rendering task's statuses that mean the Bronze video is made. */
export const RENDER_DONE_TASK_STATUSES: readonly TaskStatus[] = ['Complete', 'Changes Rendered'];

export type ProjectEvent =
  /** The PM invites a pilot (userInvite): the project waits for their answer. */
  | { type: 'pilotInvited'; pilotId: string }
  /** The invited pilot accepts (projectAcceptedByEditorOrPilot). */
  | { type: 'pilotAccepted' }
  /** The invited pilot declines: they leave the project. */
  | { type: 'pilotDeclined' }
  | { type: 'editorInvited'; editorId: string }
  | { type: 'editorAccepted' }
  | { type: 'editorDeclined' }
  /** startBronzeTasks: the editor starts a Bronze project that has not started. */
  | { type: 'bronzeStarted' }
  /** A Bronze render was asked for, failed, or landed (its version is in review). */
  | { type: 'renderStarted' }
  | { type: 'renderFailed'; error: string }
  | { type: 'renderCompleted' }
  /** Someone set the Bronze project's Rendering task by hand (updateTaskStatus). */
  | { type: 'renderTaskSet'; taskStatus: TaskStatus };
export type ProjectEventType = ProjectEvent['type'];
type EventOf<T extends ProjectEventType> = Extract<ProjectEvent, { type: T }>;
/** The events that carry nothing but their name: `transition(tx, id, 'pilotAccepted', viewer)`. */
export type BareProjectEvent = { [T in ProjectEventType]: keyof EventOf<T> extends 'type' ? T : never }[ProjectEventType];

/** Who moves the project: a person (their id is checked where the event is theirs to make) or the app itself (a job). */
export type LifecycleActor = Pick<Viewer, 'id'> | 'system';

type Fields = Partial<
  Pick<ProjectRow, 'pilotId' | 'editorId' | 'isPilotInviteAccepted' | 'isEditorInviteAccepted' | 'renderError' | 'isNew'>
>;

/**
 * How an event treats one line: `{ from, to }` moves the status to `to` from the states named (from any state with
 * 'any'); in another state the event does what its `otherwise` says. 'keep' writes the event's fields and leaves the
 * status; 'refuse' is an illegal move (the event does not belong to this line).
 */
type LineRule<E> = { from: readonly ProjectState[] | 'any'; to: ProjectState | ((e: E) => ProjectState) } | 'keep' | 'refuse';

export interface EventRule<E> {
  production: LineRule<E>;
  bronze: LineRule<E>;
  /** Outside `from`: 'keep' (write the fields, status as is) or 'noop' (write nothing: the move was already made). */
  otherwise: 'keep' | 'noop';
  /** The other fields the event writes (with the status, or alone when the status is kept). */
  fields: (e: E) => Fields;
  /** When updatedAt moves: on every write, only when the status moves, or never. */
  touch: 'always' | 'onMove' | 'never';
  /** The place the acting person must hold on the project (the invitee answers for themselves). */
  actor?: 'pilotId' | 'editorId';
}

const OPEN: readonly ProjectState[] = [S.notStarted, S.active];

/** The lifecycle, one row per event. */
export const LIFECYCLE: { [T in ProjectEventType]: EventRule<EventOf<T>> } = {
  pilotInvited: {
    production: { from: OPEN, to: S.notStarted },
    bronze: 'keep',
    otherwise: 'keep',
    fields: (e) => ({ pilotId: e.pilotId, isPilotInviteAccepted: false }),
    touch: 'always',
  },
  pilotAccepted: {
    production: { from: OPEN, to: S.active },
    bronze: 'keep',
    otherwise: 'keep',
    fields: () => ({ isPilotInviteAccepted: true }),
    touch: 'onMove',
    actor: 'pilotId',
  },
  pilotDeclined: {
    production: 'keep',
    bronze: 'keep',
    otherwise: 'keep',
    fields: () => ({ pilotId: null, isPilotInviteAccepted: false }),
    touch: 'always',
    actor: 'pilotId',
  },
  editorInvited: {
    production: 'keep',
    bronze: 'keep',
    otherwise: 'keep',
    fields: (e) => ({ editorId: e.editorId, isEditorInviteAccepted: false }),
    touch: 'always',
  },
  editorAccepted: {
    production: 'keep',
    bronze: 'keep',
    otherwise: 'keep',
    fields: () => ({ isEditorInviteAccepted: true }),
    touch: 'never',
    actor: 'editorId',
  },
  editorDeclined: {
    production: 'keep',
    bronze: 'keep',
    otherwise: 'keep',
    fields: () => ({ editorId: null, isEditorInviteAccepted: false }),
    touch: 'always',
    actor: 'editorId',
  },
  bronzeStarted: {
    production: 'refuse',
    bronze: { from: [S.notStarted], to: S.inProduction },
    otherwise: 'noop',
    fields: () => ({ isNew: false }),
    touch: 'onMove',
  },
  renderStarted: {
    production: 'refuse',
    bronze: { from: 'any', to: S.rendering },
    otherwise: 'noop',
    fields: () => ({ renderError: null }),
    touch: 'always',
  },
  renderFailed: {
    production: 'refuse',
    bronze: { from: 'any', to: S.failed },
    otherwise: 'noop',
    fields: (e) => ({ renderError: e.error }),
    touch: 'always',
  },
  renderCompleted: {
    production: 'refuse',
    bronze: { from: 'any', to: S.completed },
    otherwise: 'noop',
    fields: () => ({ renderError: null }),
    touch: 'always',
  },
  renderTaskSet: {
    production: 'refuse',
    bronze: { from: 'any', to: (e) => (RENDER_DONE_TASK_STATUSES.includes(e.taskStatus) ? S.completed : e.taskStatus.toUpperCase()) },
    otherwise: 'noop',
    fields: () => ({ renderError: null }),
    touch: 'always',
  },
};

type StateFields = Pick<ProjectRow, 'plan' | 'status' | 'trackStatus' | 'isPilotInviteAccepted'>;

/** The project's state: a production project's from its track and the pilot's answer, a Bronze one's its status text. */
export function lifecycleState(p: StateFields): ProjectState {
  if (lineOf(p) === 'bronze') return p.status;
  if (p.trackStatus === 'COMPLETED') return S.completed;
  return p.isPilotInviteAccepted ? S.active : S.notStarted;
}

/**
 * The status a card and header show (part B §4 "Project status"): Bronze shows its own status in upper case; other
 * plans are COMPLETED once completed, ACTIVE once the pilot accepted the invite, NOT STARTED before.
 */
export function projectDisplayStatus(p: StateFields): string {
  return lineOf(p) === 'bronze' ? p.status.toUpperCase() : lifecycleState(p);
}

/** What an event writes on this project, or null when it writes nothing; throws when the move is illegal. */
export function planTransition(
  p: ProjectRow,
  event: ProjectEvent,
  actor: LifecycleActor,
  now = new Date(),
): Partial<typeof projects.$inferInsert> | null {
  const rule = LIFECYCLE[event.type] as EventRule<ProjectEvent>;
  const line = rule[lineOf(p)];
  if (line === 'refuse') throw badInput(`A ${p.plan} project has no ${event.type} (it belongs to the other line).`, 'projectId');
  if (rule.actor && (actor === 'system' || p[rule.actor] !== actor.id)) throw forbidden();
  const state = lifecycleState(p);
  const moves = line !== 'keep' && (line.from === 'any' || line.from.includes(state));
  if (!moves && rule.otherwise === 'noop') return null;
  const status = moves ? { status: typeof line.to === 'function' ? line.to(event) : line.to } : {};
  const touched = rule.touch === 'always' || (rule.touch === 'onMove' && moves) ? { updatedAt: now } : {};
  const patch = { ...rule.fields(event), ...status, ...touched };
  return Object.keys(patch).length ? patch : null;
}

/** What videoStatusUpdated carries: the project's number, its displayed status and its track. */
export interface VideoStatusEvent {
  projectId: number;
  status: string;
  trackStatus: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A project's status or video status changed, keyed by the project's uuid (the PM portal's cards and header). */
    videoStatusUpdated: [projectUuid: string, payload: VideoStatusEvent];
  }
}

export interface Transitioned {
  /** The project as the event left it. */
  project: ProjectRow;
  /** Its displayed status (what videoStatusUpdated carries). */
  status: string;
  /** Whether the event wrote anything (false: a no-op, the move was already made). */
  changed: boolean;
}

/**
 * Moves a project by one event, in the caller's transaction: the row is locked (FOR UPDATE) so two moves of one
 * project run one after the other, the move is checked against LIFECYCLE (an illegal one throws BAD_USER_INPUT, an
 * event that is not the actor's FORBIDDEN) and the status fields are written; a move that wrote something records
 * videoStatusUpdated in the same transaction (delivered once it commits). A missing project is NOT_FOUND.
 */
export async function transition(
  tx: Tx,
  projectId: string,
  event: ProjectEvent | BareProjectEvent,
  actor: LifecycleActor,
): Promise<Transitioned> {
  const e = (typeof event === 'string' ? { type: event } : event) as ProjectEvent;
  const [locked] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!locked) throw projectNotFound();
  const patch = planTransition(locked, e, actor);
  if (!patch) return { project: locked, status: projectDisplayStatus(locked), changed: false };
  const [project] = await tx.update(projects).set(patch).where(eq(projects.id, projectId)).returning();
  const status = projectDisplayStatus(project!);
  await emit(tx, 'videoStatusUpdated', project!.id, { projectId: project!.number!, status, trackStatus: project!.trackStatus });
  return { project: project!, status, changed: true };
}

import { describe, expect, it } from 'vitest';
import { approvedStages, isStageDue, releaseBlock, REVIEW_STAGE_MESSAGES, reviewStagesOf } from './review-stages.js';
import { setReviewStageDueArgsSchema } from './validation/review.js';

const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 12, n));
const act = (actionTaken: string, lastActionBy: string, n: number) => ({ actionTaken, lastActionBy, createdAt: at(n) });

describe('review stages', () => {
  it('approve a stage by an approval of one of its roles, in time order, and reopen all on a revert', () => {
    expect([...approvedStages([act('APPROVED', 'QC', 1)])]).toEqual(['INTERNAL']);
    expect([...approvedStages([act('APPROVED', 'EDITOR', 1)])]).toEqual([]);
    expect([...approvedStages([act('APPROVED', 'USER', 3), act('DECLINED', 'QC', 2), act('APPROVED', 'PM', 1)])]).toEqual(['CLIENT']);
    expect([...approvedStages([act('APPROVED', 'PM', 1), act('APPROVED', 'USER', 2), act('DECLINED', 'USER', 3)])]).toEqual([]);
  });

  it('make the first stage not approved the current one, and release only when all are approved', () => {
    const none = reviewStagesOf([], { CLIENT: '2026-12-03' });
    expect(none.map((s) => [s.key, s.current, s.dueOn])).toEqual([
      ['INTERNAL', true, null],
      ['CLIENT', false, '2026-12-03'],
    ]);
    expect(releaseBlock(none)).toBe(REVIEW_STAGE_MESSAGES.notReleased('Internal review'));
    const internal = reviewStagesOf([act('APPROVED', 'PM', 1)]);
    expect(internal.map((s) => s.current)).toEqual([false, true]);
    expect(releaseBlock(internal)).toBe(REVIEW_STAGE_MESSAGES.notReleased('Client review'));
    const both = reviewStagesOf([act('APPROVED', 'PM', 1), act('APPROVED', 'USER', 2)]);
    expect(both.some((s) => s.current)).toBe(false);
    expect(releaseBlock(both)).toBeNull();
  });

  it('count a stage due on its day and after', () => {
    expect(isStageDue('2026-12-03', '2026-12-02')).toBe(false);
    expect(isStageDue('2026-12-03', '2026-12-03')).toBe(true);
    expect(isStageDue('2026-12-03', '2026-12-04')).toBe(true);
    expect(isStageDue(null, '2026-12-04')).toBe(false);
  });

  it('take a due day as YYYY-MM-DD or null', () => {
    const folderId = '00000000-0000-4000-8000-00000000a001';
    expect(setReviewStageDueArgsSchema.parse({ folderId, stage: 'CLIENT', dueAt: '2026-12-03' }).dueAt).toBe('2026-12-03');
    expect(setReviewStageDueArgsSchema.parse({ folderId, stage: 'INTERNAL' }).dueAt).toBeNull();
    expect(setReviewStageDueArgsSchema.safeParse({ folderId, stage: 'CLIENT', dueAt: '2026-02-30' }).success).toBe(false);
    expect(setReviewStageDueArgsSchema.safeParse({ folderId, stage: 'CLIENT', dueAt: '12/03/2026' }).success).toBe(false);
    expect(setReviewStageDueArgsSchema.safeParse({ folderId, stage: 'FINAL', dueAt: null }).success).toBe(false);
  });
});

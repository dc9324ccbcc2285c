import { describe, expect, it } from 'vitest';
import { PM_MESSAGES, editorSearchSchema, formatUsDate, pmFeedbackSchema, projectLinkValueSchema } from '@vms/shared';
import { elapsed } from '../../lib/format';
import { PM_PATHS } from './pm-paths';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);
const day = (n: number) => formatUsDate(new Date(Date.now() + n * 86_400_000));

describe('PM portal helpers', () => {
  it('writes elapsed time as days, hours and minutes', () => {
    expect(elapsed(0)).toBe('0 days 0 hours 0 minutes');
    expect(elapsed(1440 + 60 + 1)).toBe('1 day 1 hour 1 minute');
    expect(elapsed(3 * 1440 + 5 * 60 + 42)).toBe('3 days 5 hours 42 minutes');
  });
  it('has the spec routes', () => {
    expect(PM_PATHS.list).toBe('/pm-portal/projects/project-list');
    expect(PM_PATHS.activeDetail(7)).toBe('/pm-portal/projects/active-projects/project-detail/7');
    expect(PM_PATHS.editorInvite(7)).toBe('/pm-portal/projects/7/folders/editor-invite');
  });
});

describe('the shared PM rules the forms use', () => {
  it('checks both links with the spec messages', () => {
    expect(first(projectLinkValueSchema('crexiLink').safeParse(''))).toBe(PM_MESSAGES.crexiRequired);
    expect(first(projectLinkValueSchema('crexiLink').safeParse('crexi.com/x'))).toBe(PM_MESSAGES.wrongUrl);
    expect(first(projectLinkValueSchema('crexiLink').safeParse('https://www.crexi.com/properties/9'))).toBeNull();
    expect(first(projectLinkValueSchema('b4uLink').safeParse(''))).toBe(PM_MESSAGES.b4uRequired);
    expect(first(projectLinkValueSchema('b4uLink').safeParse('https://evil.test/b4ufly.aloft.ai'))).toBe(PM_MESSAGES.wrongUrl);
    expect(first(projectLinkValueSchema('b4uLink').safeParse('https://b4ufly.aloft.ai/?lat=1'))).toBeNull();
  });
  it('checks the editor search', () => {
    const s = editorSearchSchema();
    expect(first(s.safeParse({ skills: [] }))).toBe(PM_MESSAGES.selectSkill);
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'custom' }))).toBe(PM_MESSAGES.startRequired);
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'custom', customStartDate: day(1) }))).toBe(PM_MESSAGES.endRequired);
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'custom', customStartDate: day(4), customEndDate: day(2) }))).toBe(
      PM_MESSAGES.endBeforeStart,
    );
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'custom', customStartDate: day(-3), customEndDate: day(2) }))).toBe(
      PM_MESSAGES.startBeforeToday,
    );
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'custom', customStartDate: day(0), customEndDate: day(0) }))).toBeNull();
    expect(first(s.safeParse({ skills: ['Premium'], availability: 'nextThreeDays' }))).toBeNull();
  });
  it('checks the feedback: stars first, then the badge', () => {
    const stars = { projectQualityReview: 4, projectFinishOnTimeReview: 1, easeOfCollabrationReview: 3 };
    expect(
      first(pmFeedbackSchema.safeParse({ projectId: '1', timeBadge: '', projectReviews: { ...stars, projectQualityReview: 0 } })),
    ).toBe(PM_MESSAGES.starsRequired);
    expect(first(pmFeedbackSchema.safeParse({ projectId: '1', timeBadge: '', projectReviews: stars }))).toBe(PM_MESSAGES.timeBadgeRequired);
    expect(first(pmFeedbackSchema.safeParse({ projectId: '1', timeBadge: 'Late', projectReviews: stars }))).toBeNull();
  });
});

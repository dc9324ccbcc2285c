import { describe, expect, it } from 'vitest';
import { editorInviteFormSchema, PM_MESSAGES } from './pm.js';

const today = new Date('2026-11-24T10:00:00Z');
const ok = { firstName: 'Eddie', email: ' Eddie@Example.com ', projectStartDate: '11-24-2026', projectCompleteDate: '12-01-2026' };
const messages = (v: Record<string, unknown>) => {
  const r = editorInviteFormSchema(today).safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('editorInviteFormSchema (part B §5 "External editor invite")', () => {
  it('accepts today as the start, trims and lowercases the address', () => {
    const r = editorInviteFormSchema(today).parse({ ...ok, projectEditorBudget: 500, requiredSkills: ['Premium'] });
    expect(r.email).toBe('eddie@example.com');
  });
  it('answers each field with the spec message', () => {
    expect(messages({ ...ok, firstName: ' ' })).toEqual([PM_MESSAGES.inviteName]);
    expect(messages({ ...ok, email: '' })).toEqual([PM_MESSAGES.inviteEmailRequired]);
    expect(messages({ ...ok, email: 'nope' })).toEqual([PM_MESSAGES.inviteEmailInvalid]);
    expect(messages({ ...ok, projectStartDate: '' })).toEqual([PM_MESSAGES.projectStartRequired]);
    expect(messages({ ...ok, projectCompleteDate: undefined })).toEqual([PM_MESSAGES.projectCompleteRequired]);
    expect(messages({ ...ok, projectStartDate: '11-23-2026' })).toEqual([PM_MESSAGES.projectStartBeforeToday]);
    expect(messages({ ...ok, projectStartDate: '12-02-2026' })).toEqual([
      PM_MESSAGES.projectStartAfterComplete,
      PM_MESSAGES.projectCompleteBeforeStart,
    ]);
    expect(messages({ ...ok, projectEditorBudget: -1 })).toEqual([PM_MESSAGES.budgetInvalid]);
    expect(messages({ ...ok, projectStartDate: '13-01-2026' })).toEqual(['Enter a date as MM-DD-YYYY']);
  });
});

// Issue #21 findings 10 and 14 at their source: the shared schemas the server and the forms both use.
import { describe, expect, it } from 'vitest';
import { signupSchema, updateProfileSchema } from './auth.js';
import { hsOutOfSyncFilterSchema, brokersDirectoryArgsSchema } from './brokers.js';
import { searchAssetsSchema } from './sales.js';
import { projectSearchSchema } from './management.js';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('finding 10: impossible dates and NUL bytes are bad input', () => {
  it('refuses 2020-02-31 and 2021-02-29, accepts 2020-02-29', () => {
    expect(hsOutOfSyncFilterSchema.safeParse({ startDate: '2020-02-31' }).success).toBe(false);
    expect(hsOutOfSyncFilterSchema.safeParse({ endDate: '2021-02-29' }).success).toBe(false);
    expect(hsOutOfSyncFilterSchema.safeParse({ startDate: '2020-02-29' }).success).toBe(true);
  });

  it('refuses NUL bytes in search strings', () => {
    expect(first(searchAssetsSchema.safeParse({ firstName: 'ab\u0000c' }))).toBe('Text cannot contain NUL characters');
    expect(brokersDirectoryArgsSchema.safeParse({ searchString: '\u0000' }).success).toBe(false);
    expect(projectSearchSchema.safeParse({ searchText: 'a\u0000', trackStatus: 'ACTIVE' }).success).toBe(false);
  });
});

describe('finding 14: names and photos have limits', () => {
  const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Password1' };
  it('refuses 500 KB names at sign-up', () => {
    expect(signupSchema.safeParse({ ...base, firstName: 'x'.repeat(500_000) }).success).toBe(false);
    expect(signupSchema.safeParse({ ...base, lastName: 'x'.repeat(101) }).success).toBe(false);
    expect(signupSchema.safeParse(base).success).toBe(true);
  });

  it('refuses a 1,000,000-character first name and an over-long photo at updateProfile', () => {
    const p = { role: 'crexi', email: 'a@b.co' };
    expect(updateProfileSchema.safeParse({ ...p, input: { firstName: 'x'.repeat(1_000_000) } }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ ...p, input: { photo: 'x'.repeat(2049) } }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ ...p, input: { firstName: 'Ann', photo: 'users/1/photo.png' } }).success).toBe(true);
  });

  it('needs the current password with a new one', () => {
    const p = { role: 'crexi', email: 'a@b.co' };
    expect(first(updateProfileSchema.safeParse({ ...p, input: { password: 'Secret12' } }))).toBe(
      'Enter your current password to set a new one.',
    );
    expect(updateProfileSchema.safeParse({ ...p, input: { password: 'Secret12', currentPassword: 'Old12345' } }).success).toBe(true);
  });
});

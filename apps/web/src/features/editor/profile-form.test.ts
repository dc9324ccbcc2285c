// The editor wizard's and registration's rules as the forms run them (part B §5 "Editor registration", "Profiles").
import { describe, expect, it } from 'vitest';
import { EDITOR_MESSAGES, PROFILE_MESSAGES, editorRegistrationFormSchema } from '@vms/shared';
import { profileValues, stepErrors, type EditorProfileValues } from './profile-form';

const good: EditorProfileValues = {
  ...profileValues(null),
  firstName: 'Nina',
  lastName: 'Newman',
  phone: '512-555-0100',
  officePhone: '(512) 555 0101',
  address: '12 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  timeZone: 'America/Chicago',
  editorSkillsRatings: [1, 0, 0, 0, 0, 0],
};

describe('editor profile wizard', () => {
  it('starts a new editor with empty fields, the United States and today', () => {
    const v = profileValues(null);
    expect(v.country).toBe('United States');
    expect(v.editorSkillsRatings).toEqual([0, 0, 0, 0, 0, 0]);
    expect(v.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stepErrors(0, v)).toMatchObject({
      firstName: EDITOR_MESSAGES.firstName,
      phone: PROFILE_MESSAGES.phone,
      zip: PROFILE_MESSAGES.zip,
      timeZone: EDITOR_MESSAGES.timeZone,
    });
  });

  it('blocks step 1 with each rule’s message and lets a valid step through', () => {
    expect(stepErrors(0, good)).toEqual({});
    expect(stepErrors(0, { ...good, zip: '7870' })).toEqual({ zip: PROFILE_MESSAGES.zipInvalid });
    expect(stepErrors(0, { ...good, zip: '78701-1234' })).toEqual({});
    expect(stepErrors(0, { ...good, phone: '555' })).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid });
    expect(stepErrors(0, { ...good, officePhone: '' })).toEqual({ officePhone: PROFILE_MESSAGES.officePhone });
    expect(stepErrors(0, { ...good, address: '  ', city: '', state: '' })).toEqual({
      address: PROFILE_MESSAGES.address,
      city: PROFILE_MESSAGES.city,
      state: PROFILE_MESSAGES.state,
    });
    expect(stepErrors(0, { ...good, photo: 'javascript:alert(1)' })).toEqual({ photo: EDITOR_MESSAGES.photo });
  });

  it('needs at least one skill and a real first free day in step 2', () => {
    expect(stepErrors(1, good)).toEqual({});
    expect(stepErrors(1, { ...good, editorSkillsRatings: [0, 0, 0, 0, 0, 0] })).toEqual({ editorSkillsRatings: EDITOR_MESSAGES.skills });
    expect(stepErrors(1, { ...good, availableFrom: '' })).toEqual({ availableFrom: EDITOR_MESSAGES.availableFrom });
  });
});

describe('editor registration form', () => {
  const base = { name: 'Reese', email: ' Reese.Cut@Example.COM ', password: 'Cutter12', confirmPassword: 'Cutter12' };
  const first = (v: Record<string, string>) => {
    const r = editorRegistrationFormSchema.safeParse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('trims and lowercases the e-mail', () => {
    const r = editorRegistrationFormSchema.parse(base);
    expect(r.email).toBe('reese.cut@example.com');
  });
  it('answers each rule with the spec’s message', () => {
    expect(first({ ...base, name: '  ' })).toBe(EDITOR_MESSAGES.registrationName);
    expect(first({ ...base, email: '' })).toBe(EDITOR_MESSAGES.registrationEmail);
    expect(first({ ...base, email: 'nope' })).toBe(EDITOR_MESSAGES.registrationEmailInvalid);
    expect(first({ ...base, password: '', confirmPassword: '' })).toBe(EDITOR_MESSAGES.password);
    expect(first({ ...base, password: 'cutter12', confirmPassword: 'cutter12' })).toBe('Incorrect format');
    expect(first({ ...base, confirmPassword: '' })).toBe(EDITOR_MESSAGES.confirm);
    expect(first({ ...base, confirmPassword: 'Cutter13' })).toBe('Passwords must match');
  });
});

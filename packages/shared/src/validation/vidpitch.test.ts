import { describe, expect, it } from 'vitest';
import {
  billingSchema,
  chapterIssues,
  dateRangeIssues,
  imageFileIssue,
  logoSizeIssue,
  paymentOutcomeText,
  registerBrokerFormSchema,
} from './vidpitch.js';

const item = (attributeValue: string, value: string, label = attributeValue) => ({ attributeValue, value, label });

describe('the broker text rules (part B §5)', () => {
  it('pairs custom headings and values and limits them to 27 characters on chapters 3 to 5', () => {
    expect(
      chapterIssues(3, [item('CUSTOM_HEADING_3', ''), item('CUSTOM_VALUE_3', 'x'), item('ASSET_YEAR_BUILT', '2001')]).map((i) => i.message),
    ).toEqual(['custom heading is required, if custom value is provided.']);
    expect(chapterIssues(4, [item('CUSTOM_HEADING_4', 'Parking'), item('CUSTOM_VALUE_4', '')]).map((i) => i.message)).toEqual([
      'custom value is required, if custom heading is provided',
    ]);
    expect(chapterIssues(5, [item('CUSTOM_HEADING_5', 'x'.repeat(28))]).map((i) => i.message)).toEqual(['Maximum 27 character allowed']);
    // chapter 2 is not checked (the chapter form validation applies to chapters 3, 4 and 5)
    expect(chapterIssues(2, [item('CUSTOM_HEADING_1', ''), item('CUSTOM_VALUE_1', 'x'.repeat(40))])).toEqual([]);
  });
  it('wants the year built (at most 12), the names and a 123-456-7890 phone', () => {
    expect(chapterIssues(3, [item('ASSET_YEAR_BUILT', '')])[0]!.message).toBe('Built year is required');
    expect(chapterIssues(3, [item('ASSET_YEAR_BUILT', '1'.repeat(13))])[0]!.message).toBe('Maximum 12 character allowed');
    expect(chapterIssues(1, [item('ASSET_NAME', ' ', 'Property Name')])[0]!.message).toBe('Property Name is required');
    expect(chapterIssues(6, [item('BROKER_PHONE', '')])[0]!.message).toBe('Phone number is required');
    expect(chapterIssues(6, [item('BROKER_PHONE', '(805) 555-0142')])[0]!.message).toBe('Phone number is invalid');
    expect(chapterIssues(6, [item('BROKER_PHONE', '805-555-0142')])).toEqual([]);
  });
});

describe('the listing dates', () => {
  it('want both and an end on or after the start', () => {
    expect(dateRangeIssues('2026/11/01', null)[0]!.message).toBe('Enter End Date To Complete Search.');
    expect(dateRangeIssues(null, '2026/11/01')[0]!.message).toBe('Enter Start Date To Complete Search.');
    expect(dateRangeIssues('2026-11-02', '2026-11-01')).toHaveLength(1);
    expect(dateRangeIssues('2026-11-01', '2026-11-01')).toEqual([]);
  });
});

describe('images', () => {
  it('follow the upload rules', () => {
    expect(imageFileIssue([], 'IMAGE')).toBe('Choose at least one file!');
    expect(imageFileIssue([{ name: 'a.gif' }], 'IMAGE')).toBe('gif file format not allowed.');
    expect(imageFileIssue([{ name: 'a.png' }, { name: 'b.png' }], 'LOGO')).toBe('Multiple file uploading is not allowed');
    expect(imageFileIssue([{ name: 'a.JPEG' }, { name: 'b.png' }], 'IMAGE')).toBeNull();
    expect(logoSizeIssue(150, 60)).toBeNull();
    expect(logoSizeIssue(151, 60)).toBe('Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension');
  });
});

describe('registration, billing and payment texts', () => {
  it('use the spec messages', () => {
    const r = registerBrokerFormSchema.safeParse({ firstName: '', lastName: '', email: 'x', password: 'abc', confirmPassword: 'abd' });
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['First Name is required', 'Last Name is required', 'Enter valid email address', 'Incorrect format']),
    );
    const b = billingSchema.safeParse({ name: 'A', address: { line1: '', city: '', postal_code: '1234' } });
    expect(b.success ? [] : b.error.issues.map((i) => i.message)).toEqual([
      'street address is required',
      'city is required',
      'Must be 5 digits',
    ]);
    expect(paymentOutcomeText('succeeded')).toBe('Order Successfully Placed!!');
    expect(paymentOutcomeText('requires_payment_method')).toBe('Your payment was not successful, please try again.');
    expect(paymentOutcomeText('canceled')).toBe('Something went wrong. Please try again.');
  });
});

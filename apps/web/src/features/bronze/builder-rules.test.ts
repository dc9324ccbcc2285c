import { describe, expect, it } from 'vitest';
import { BRONZE_MESSAGES, ROLES, bronzeChapterErrors, type BronzeFormItem } from '@vms/shared';
import { asksForBoundary, cancelPrompt, cleansUp, completionText, lastChapterLabel, pictureControls, redirectAfter } from './builder-rules';

const item = (attributeValue: string, extra: Partial<BronzeFormItem> = {}): BronzeFormItem => ({
  attributeValue,
  fieldType: 'text',
  label: attributeValue,
  value: '',
  isMarkedForTemplate: true,
  isEditable: false,
  isVisible: true,
  fieldDisable: false,
  ...extra,
});

describe('the chapter form rules (part B §5)', () => {
  const items = [
    item('HEADING_1'),
    item('ASSET_NAME'),
    item('CUSTOM_HEADING_1'),
    item('CUSTOM_VALUE_1'),
    item('INSTRUCTION_FOR_EDITOR', { fieldType: 'textarea' }),
    item('ASSET_YEAR_BUILT', { isEditable: true }),
  ];
  it('limits template text to 15 characters, trimmed, except the name, address and heading 1', () => {
    const e = bronzeChapterErrors(items, {
      HEADING_1: 'A much longer heading than allowed',
      ASSET_NAME: 'A property name of some length',
      CUSTOM_HEADING_1: ' Fifteen chars. ',
      CUSTOM_VALUE_1: 'sixteen chars ok!',
      LABEL_ASSET_YEAR_BUILT: 'Year Built',
    });
    expect(e).toEqual({ CUSTOM_VALUE_1: BRONZE_MESSAGES.max15 });
  });
  it('pairs custom headings and values', () => {
    expect(bronzeChapterErrors(items, { CUSTOM_HEADING_1: 'Size', LABEL_ASSET_YEAR_BUILT: 'Year' })).toEqual({
      CUSTOM_VALUE_1: BRONZE_MESSAGES.valueRequired,
    });
    expect(bronzeChapterErrors(items, { CUSTOM_VALUE_1: '10 SF', LABEL_ASSET_YEAR_BUILT: 'Year' })).toEqual({
      CUSTOM_HEADING_1: BRONZE_MESSAGES.headingRequired,
    });
  });
  it('needs a label on editable fields and counts the editor instructions to 300', () => {
    const e = bronzeChapterErrors(items, { LABEL_ASSET_YEAR_BUILT: '', INSTRUCTION_FOR_EDITOR: 'x'.repeat(301) });
    expect(e).toEqual({
      LABEL_ASSET_YEAR_BUILT: BRONZE_MESSAGES.labelRequired,
      INSTRUCTION_FOR_EDITOR: BRONZE_MESSAGES.instructionTooLong,
    });
  });
  it('does not check a field left out of the video', () => {
    expect(
      bronzeChapterErrors(items, {
        CUSTOM_HEADING_1: 'Far too long for the limit',
        CHECKBOX_CUSTOM_HEADING_1: 'false',
        LABEL_ASSET_YEAR_BUILT: 'Y',
      }),
    ).toEqual({});
  });
});

describe('who gets what in the builder (part B §2.3, §4, §6)', () => {
  const customer = { role: ROLES.USER, isTextChange: false };
  const editor = { role: ROLES.VMS_EDITOR, isTextChange: false };
  const change = { role: ROLES.USER, isTextChange: true };
  it('ends with Checkout for a customer and Render Video for an editor or a text change', () => {
    expect([customer, editor, change].map(lastChapterLabel)).toEqual(['Checkout', 'Render Video', 'Render Video']);
    expect(completionText(customer)).toEqual([BRONZE_MESSAGES.orderSent, BRONZE_MESSAGES.junkFolder]);
    expect(completionText(editor)[0]).toBe('This video is rendering.');
  });
  it('hides the logo and image from the customer, offers the boundary on chapters 3–5 to USER, PM, ADMIN, QC', () => {
    const ch1 = { segmentNumber: 1, hasImage: true, hasLogo: true, hasQrCode: false, hasBoundary: false };
    const ch4 = { segmentNumber: 4, hasImage: true, hasLogo: false, hasQrCode: false, hasBoundary: true };
    expect(pictureControls(ROLES.USER, ch1)).toEqual({ image: false, logo: false, qrCode: false, boundary: false });
    expect(pictureControls(ROLES.VMS_PM, ch1)).toMatchObject({ image: true, logo: true });
    expect(pictureControls(ROLES.USER, ch4).boundary).toBe(true);
    expect(pictureControls(ROLES.VMS_EDITOR, ch4).boundary).toBe(false);
    expect(asksForBoundary(customer, 4, false)).toBe(true);
    expect(asksForBoundary(customer, 4, true)).toBe(false);
    expect(asksForBoundary(change, 4, false)).toBe(false);
    expect(asksForBoundary(editor, 4, false)).toBe(false);
  });
  it('sends each on to the spec’s place', () => {
    expect(redirectAfter(editor, 12, null)).toBe('/editor-portal/projects/12/folders');
    expect(redirectAfter({ role: ROLES.VMS_PM, isTextChange: true }, 12, null)).toBe('/pm-portal/projects/12/folders');
    expect(redirectAfter(change, 12, null)).toBe('/management-portal/projects/active-projects/project-detail/12/bronze');
    expect(redirectAfter(customer, 12, '/crexi-search/results?city=Austin')).toBe('/crexi-search/results?city=Austin');
  });
  it('asks before cancelling with the customer’s or the editor’s text', () => {
    expect(cancelPrompt(customer, true, 'Austin Plaza')).toBe(BRONZE_MESSAGES.cancelCustomer('Austin Plaza'));
    expect(cancelPrompt(editor, true, 'Austin Plaza')).toBe('Your work for saved chapters for order Austin Plaza has been saved.');
    expect(cancelPrompt(customer, false, 'x')).toBeNull();
    expect(cancelPrompt(change, true, 'x')).toBeNull();
  });
  it('cleans up uploads only in the spec’s case', () => {
    const base = { role: ROLES.USER, chapterOneVisited: false, fromPendingOrders: false, uploaded: 2, onPlan: false };
    expect(cleansUp(base)).toBe(true);
    expect(cleansUp({ ...base, chapterOneVisited: true })).toBe(false);
    expect(cleansUp({ ...base, fromPendingOrders: true })).toBe(false);
    expect(cleansUp({ ...base, uploaded: 0 })).toBe(false);
    expect(cleansUp({ ...base, onPlan: true })).toBe(false);
    expect(cleansUp({ ...base, role: ROLES.VMS_EDITOR })).toBe(false);
  });
});

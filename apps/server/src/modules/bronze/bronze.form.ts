// The builder's chapter forms, built from the Bronze template's slots (templates are data: docs/adr/0014): each text
// slot becomes a form item (part B §3), the pictures become the chapter's image controls, and a new order's values
// come from its listing (name, address, brokers, the feed's details).
import {
  BRONZE_HEADING_DEFAULT,
  INSTRUCTION_FOR_EDITOR,
  checkboxKey,
  labelKey,
  type BronzeFormItem,
  type BronzeFormValues,
} from '@vms/shared';
import type { Slot, VideoTemplate } from '../../platform/render/types.js';

/** Slots whose heading is the label of the field after it (the field's LABEL_{attr} is drawn as that heading). */
const LABEL_HEADINGS: Record<string, string> = { ASSET_YEAR_BUILT: 'CUSTOM_HEADING_0' };
const SELECT_OPTIONS: Record<string, string[]> = { TENANCY: ['Single', 'Multi', 'Vacant', 'Owner-User'] };
const MULTIPLE_OPTIONS: Record<string, string[]> = {
  CALLOUTS_IN_10_MILE_RADIUS: ['Airport', 'Highway', 'Downtown', 'University', 'Hospital', 'Port', 'Shopping', 'Rail'],
};
const PLACEHOLDERS: Record<string, string> = {
  HEADING_1: BRONZE_HEADING_DEFAULT,
  INSTRUCTION_FOR_EDITOR: 'Anything the editor should know',
  BROKER_PHONE: '123-456-7890',
};
/** Picture slots: not form items, the chapter's image controls. */
const PICTURE_KINDS = new Set<Slot['kind']>(['image', 'inset', 'logo', 'qr']);

function itemOf(slot: Slot): BronzeFormItem {
  const attr = slot.attributeValue;
  const fieldType =
    attr === INSTRUCTION_FOR_EDITOR ? 'textarea' : SELECT_OPTIONS[attr] ? 'select' : MULTIPLE_OPTIONS[attr] ? 'multiple' : 'text';
  return {
    attributeValue: attr,
    fieldType,
    label: slot.label,
    value: '',
    placeholder: PLACEHOLDERS[attr] ?? null,
    options: SELECT_OPTIONS[attr] ?? MULTIPLE_OPTIONS[attr] ?? null,
    children: null,
    isMarkedForTemplate: true,
    isEditable: attr in LABEL_HEADINGS,
    isVisible: true,
    fieldDisable: slot.editable === false,
  };
}

/** A chapter's form items, in the template's order (headings drawn from a field's label are folded into it). */
export function chapterItems(t: VideoTemplate, chapter: number): BronzeFormItem[] {
  const c = t.chapters[chapter - 1];
  if (!c) return [];
  const folded = new Set(Object.values(LABEL_HEADINGS));
  return c.slots.filter((s) => !PICTURE_KINDS.has(s.kind) && !folded.has(s.attributeValue)).map(itemOf);
}

/** The picture slots of a chapter, by kind (the builder's controls). */
export function chapterPictures(t: VideoTemplate, chapter: number) {
  const slots = t.chapters[chapter - 1]?.slots ?? [];
  return {
    image: slots.find((s) => s.kind === 'image')?.attributeValue ?? null,
    logo: chapter === 1 && slots.some((s) => s.kind === 'logo'),
    qr: slots.some((s) => s.kind === 'qr'),
    boundary: slots.some((s) => s.kind === 'inset'),
  };
}

export interface ListingFacts {
  name: string | null;
  address: string | null;
  details: Record<string, unknown>;
  broker: { name: string; officeAddress: string | null; phone: string | null; email: string | null } | null;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A new order's values, from its listing. */
export function listingDefaults(facts: ListingFacts): BronzeFormValues {
  const d = facts.details;
  const pairs: [string, string, unknown][] = [
    ['1', 'Building Size', d.buildingSize],
    ['2', 'Lot Size', d.lotSize],
    ['3', 'Occupancy', d.occupancy],
  ];
  const out: BronzeFormValues = {
    HEADING_1: BRONZE_HEADING_DEFAULT,
    ASSET_NAME: text(facts.name),
    ASSET_ADDRESS: text(facts.address),
    ASSET_YEAR_BUILT: text(d.yearBuilt),
    [labelKey('ASSET_YEAR_BUILT')]: 'Year Built',
    TENANCY: SELECT_OPTIONS.TENANCY!.find((o) => o.toLowerCase() === text(d.tenancy).toLowerCase()) ?? '',
    BROKER_NAME: text(facts.broker?.name),
    BROKER_OFFICE_FULL_ADDRESS: text(facts.broker?.officeAddress),
    BROKER_PHONE: text(facts.broker?.phone),
    BROKER_EMAIL: text(facts.broker?.email),
  };
  for (const [n, heading, value] of pairs) {
    if (!text(value)) continue;
    out[`CUSTOM_HEADING_${n}`] = heading;
    out[`CUSTOM_VALUE_${n}`] = text(value).slice(0, 15);
  }
  return out;
}

/** The chapter's items with the values a form opens with: saved ones over the listing's. */
export function filledItems(items: BronzeFormItem[], values: BronzeFormValues): BronzeFormItem[] {
  return items.map((i) => ({
    ...i,
    value: values[i.attributeValue] ?? i.value,
    label: i.isEditable ? (values[labelKey(i.attributeValue)] ?? i.label) : i.label,
    isMarkedForTemplate:
      values[checkboxKey(i.attributeValue)] === undefined ? i.isMarkedForTemplate : values[checkboxKey(i.attributeValue)] === 'true',
  }));
}

/**
 * What the engine draws from a whole order: each chapter's marked values (an unmarked field is not drawn), an editable
 * field's label as its heading, a multiple field's choices joined, and the chosen pictures by slot.
 */
export function renderValues(chapters: BronzeFormValues[], pictures: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const values of chapters) {
    for (const [key, value] of Object.entries(values)) {
      if (key.startsWith('CHECKBOX_') || key.startsWith('LABEL_') || key === INSTRUCTION_FOR_EDITOR) continue;
      if (values[checkboxKey(key)] === 'false') continue;
      out[key] = MULTIPLE_OPTIONS[key]
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .join(' · ')
        : value.trim();
    }
    for (const [attr, heading] of Object.entries(LABEL_HEADINGS)) {
      if (values[attr] !== undefined && values[checkboxKey(attr)] !== 'false') out[heading] = (values[labelKey(attr)] ?? '').trim();
    }
  }
  return { ...out, ...pictures };
}

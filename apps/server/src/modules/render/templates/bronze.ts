// The Bronze plan's chapter template (part B §2.3, DECISIONS.md part B): the Gray look and the six standard chapters,
// with chapter 1's heading (default 'Property Details') before the property name, and the property boundary inset on
// chapters 3 to 5 (where the builder asks for it). Each of those chapters draws its own boundary picture (the builder
// keeps one per chapter, `Chapter_{n}`), so the inset's slot is `PROPERTY_BOUNDARY_{n}`. Rendered by the same job as
// every template, but not offered in the broker's modify flow: it is the builder's own.
import { needsBoundary } from '@vms/shared';
import type { Slot, VideoTemplate } from '../../../platform/render/types.js';
import { gray } from './gray.js';

const heading: Slot = {
  attributeValue: 'HEADING_1',
  label: 'Heading',
  kind: 'text',
  role: 'heading',
  editable: true,
  sample: 'Property Details',
};
/** The inset slot of chapter n: every boundary chapter has its own picture. */
export const boundarySlotOf = (n: number) => `PROPERTY_BOUNDARY_${n}`;
const boundary = (n: number): Slot => ({
  attributeValue: boundarySlotOf(n),
  label: 'Property Boundary',
  kind: 'inset',
  editable: true,
  sample: '',
});

export const bronze: VideoTemplate = {
  ...gray,
  templateId: 100,
  templateName: 'Bronze',
  isDefault: false,
  chapters: gray.chapters.map((c) => {
    if (c.number === 1) {
      const at = c.slots.findIndex((s) => s.attributeValue === 'ASSET_NAME');
      return { ...c, slots: [...c.slots.slice(0, at), heading, ...c.slots.slice(at)] };
    }
    if (!needsBoundary(c.number)) return c;
    const rest = c.slots.slice(1).filter((s) => s.kind !== 'inset');
    return { ...c, slots: [c.slots[0]!, boundary(c.number), ...rest] };
  }),
};

// The Bronze plan's chapter template (part B §2.3, DECISIONS.md part B): the Gray look and the six standard chapters,
// with chapter 1's heading (default 'Property Details') before the property name, and the property boundary inset on
// chapters 3 to 5 (where the builder asks for it). Rendered by the same job as every template, but not offered in the
// broker's modify flow: it is the builder's own.
import type { Slot, VideoTemplate } from '../../../platform/render/types.js';
import { gray } from './gray.js';

const heading: Slot = { attributeValue: 'HEADING_1', label: 'Heading', kind: 'text', role: 'heading', editable: true, sample: 'Property Details' };
const boundary: Slot = { attributeValue: 'PROPERTY_BOUNDARY', label: 'Property Boundary', kind: 'inset', editable: true, sample: '' };

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
    if ((c.number === 3 || c.number === 5) && !c.slots.some((s) => s.kind === 'inset')) {
      return { ...c, slots: [c.slots[0]!, boundary, ...c.slots.slice(1)] };
    }
    return c;
  }),
};

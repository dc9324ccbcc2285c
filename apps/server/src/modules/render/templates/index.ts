// The templates on offer, in the order the modify flow lists them. Adding a template is adding its file and a line.
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../../config.js';
import type { VideoTemplate } from '../../../platform/render/types.js';
import { blue } from './blue.js';
import { boundarySlotOf, bronze } from './bronze.js';
import { gray } from './gray.js';
import { green } from './green.js';
import { rust } from './rust.js';

export { DEMO_IMAGES } from './chapters.js';

export const TEMPLATES: readonly VideoTemplate[] = [gray, rust, green, blue];

/** Templates a domain renders with but the modify flow does not offer (the Bronze builder's). */
export const BUILDER_TEMPLATES: readonly VideoTemplate[] = [bronze];
export const BRONZE_TEMPLATE = bronze;
export { boundarySlotOf };

export const templateById = (id: number) => [...TEMPLATES, ...BUILDER_TEMPLATES].find((t) => t.templateId === id);
export const templateByName = (name: string) => TEMPLATES.find((t) => t.templateName.toLowerCase() === name.toLowerCase());
export const defaultTemplate = () => TEMPLATES.find((t) => t.isDefault)!;

/** A template's form with its demo values: the sample video's data and the defaults of a new video. */
export function sampleForm(t: VideoTemplate) {
  return t.chapters.map((c) => c.slots.map((s) => ({ label: s.label, attributeValue: s.attributeValue, value: s.sample ?? '' })));
}

/** Where the sample data's pictures are: the demo listing feed's photos and a demo broker logo. */
export const DEMO_IMAGE_DIR = resolve(REPO_ROOT, 'apps/server/feeds/images');

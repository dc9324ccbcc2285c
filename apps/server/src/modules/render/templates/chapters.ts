// The six chapters every current template shares (part B §9: chapters start at 0, 12, 18, 24, 29 and 35 s of a 40 s
// video), with the form fields of part B §3. A template file picks colours and may reorder panels or motions; a
// template with another structure writes its own chapter list.
import type { Aspect, Chapter, Layout, Motion, Slot } from '../../../platform/render/types.js';

/** Demo photos of the listing feed (apps/server/feeds/images), one per chapter, for the sample videos. */
export const DEMO_IMAGES = [
  'office-tower.jpg',
  'retail-center.jpg',
  'industrial-warehouse.jpg',
  'land-parcel.jpg',
  'mixed-use.jpg',
  'multifamily.jpg',
];
const image = (n: number): Slot => ({
  attributeValue: `IMAGE_${n}`,
  label: `Image ${n}`,
  kind: 'image',
  editable: true,
  sample: DEMO_IMAGES[n - 1],
});
const text = (attributeValue: string, label: string, role: Slot['role'], sample: string, editable = true): Slot => ({
  attributeValue,
  label,
  kind: 'text',
  role,
  editable,
  sample,
});

export const CHAPTER_STARTS = [0, 12, 18, 24, 29, 35] as const;
export const VIDEO_SECONDS = 40;

export function standardChapters(opts: { motions?: Motion[]; panels?: Chapter['panel'][] } = {}): Chapter[] {
  const motions = opts.motions ?? ['zoom-in', 'pan-right', 'zoom-out', 'pan-left', 'zoom-in', 'zoom-out'];
  const panels = opts.panels ?? ['left', 'right', 'left', 'right', 'left', 'center'];
  const slots: Slot[][] = [
    [
      image(1),
      { attributeValue: 'BROKER_COMPANY_LOGO_URL', label: 'Company Logo', kind: 'logo', editable: true, sample: 'broker-logo.png' },
      text('ASSET_NAME', 'Property Name', 'title', 'Harbor Point Commons'),
      text('ASSET_ADDRESS', 'Property Address', 'subtitle', '1200 Harbor Blvd, Oxnard, CA 93035'),
      { attributeValue: 'INSTRUCTION_FOR_EDITOR', label: 'Instruction For Editor', kind: 'hidden', editable: true, sample: '' },
    ],
    [
      image(2),
      text('CUSTOM_HEADING_1', 'Custom Heading 1', 'heading', 'Building Size'),
      text('CUSTOM_VALUE_1', 'Custom Value 1', 'value', '48,500 SF'),
      text('CUSTOM_HEADING_2', 'Custom Heading 2', 'heading', 'Lot Size'),
      text('CUSTOM_VALUE_2', 'Custom Value 2', 'value', '3.2 Acres'),
    ],
    [
      image(3),
      text('CUSTOM_HEADING_3', 'Custom Heading 3', 'heading', 'Occupancy'),
      text('CUSTOM_VALUE_3', 'Custom Value 3', 'value', '96% Leased'),
      text('CUSTOM_HEADING_0', 'Year Built', 'heading', 'Year Built', false),
      text('ASSET_YEAR_BUILT', 'Year Built', 'value', '2004'),
    ],
    [
      image(4),
      { attributeValue: 'PROPERTY_BOUNDARY', label: 'Property Boundary', kind: 'inset', editable: true, sample: '' },
      text('CUSTOM_HEADING_4', 'Custom Heading 4', 'heading', 'Parking'),
      text('PARKING_SPACES', 'Parking Spaces', 'value', '220 Spaces'),
      text('TENANCY', 'Tenancy', 'body', 'Multi-tenant, national anchors'),
    ],
    [
      image(5),
      text('CUSTOM_HEADING_5', 'Custom Heading', 'heading', 'Nearby'),
      text('CALLOUTS_IN_10_MILE_RADIUS', 'Callouts In 10 Mile Radius', 'body', 'Port of Hueneme · US-101 · Oxnard Airport'),
      text('CUSTOM_VALUE_4', 'Custom Value 4', 'body', ''),
    ],
    [
      image(6),
      { attributeValue: 'BROKER_COMPANY_LOGO_URL', label: 'Company Logo', kind: 'logo', editable: false, sample: 'broker-logo.png' },
      text('BROKER_NAME', 'Broker Name', 'title', 'Jordan Avery'),
      text('BROKER_OFFICE_FULL_ADDRESS', 'Office Address', 'subtitle', '500 Esplanade Dr, Suite 400, Oxnard, CA'),
      text('BROKER_PHONE', 'Phone', 'body', '805-555-0142'),
      text('BROKER_EMAIL', 'Email', 'body', 'jordan.avery@example.com', false),
      { attributeValue: 'QR_CODE', label: 'QR Code', kind: 'qr', editable: true, sample: 'https://vms.example.com/watch/demo' },
    ],
  ];
  return CHAPTER_STARTS.map((start, i) => ({ number: i + 1, start, motion: motions[i]!, panel: panels[i]!, slots: slots[i]! }));
}

/**
 * The layouts of the standard chapters per aspect. 16:9 is the delivery (1280x720, panels at the chapter's side).
 * 9:16 is 720x1280 and 1:1 720x720: the delivery's own pixel count at most (a 9:16 at 1080x1920 cost 2.25 deliveries
 * of CPU and ~300 MB per chapter process; Reels, Shorts and TikTok show 720p well on a phone, and a 1080 version is
 * a size change here, nothing else). 9:16 keeps its panels in the lower middle: the top 160 px and bottom 266 px (a
 * 1080x1920 frame's 240 and 400) are where the apps draw their captions and buttons, so nothing is placed there; 1:1
 * has a 48 px margin all round. Both put every text panel full width at the bottom of the safe area (the photo reads
 * above it) and the contact chapter in the centre, with text 1.7x (9:16) and 1.45x (1:1) the delivery's size relative
 * to the frame's width (read on a phone): 1.13 and 0.97 at these sizes.
 */
export const STANDARD_LAYOUTS: Record<Aspect, Layout> = {
  '16:9': { width: 1280, height: 720, safe: { top: 56, right: 56, bottom: 56, left: 56 }, panelWidth: 580, scale: 1 },
  '9:16': {
    width: 720,
    height: 1280,
    safe: { top: 160, right: 42, bottom: 266, left: 42 },
    panelWidth: 636,
    scale: 1.13,
    panels: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom', 'center'],
  },
  '1:1': {
    width: 720,
    height: 720,
    safe: { top: 48, right: 48, bottom: 48, left: 48 },
    panelWidth: 624,
    scale: 0.97,
    panels: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom', 'center'],
  },
};

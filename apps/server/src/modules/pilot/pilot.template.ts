// The shot list every new project starts with (part B §2.6 headings; docs/adr/0018-pilot.md): the Aerial Footage
// video shots, the Aerial Photos image shots and the deal's Sales attachment folders.
import { SALES_FOLDER_TITLES, type ShotFolderType } from '@vms/shared';

export interface ShotTemplate {
  title: string;
  description: string;
  exampleLink: string | null;
}

const EXAMPLES = 'https://www.youtube.com/@vms-aerial-examples';

export const VIDEO_SHOTS: ShotTemplate[] = [
  {
    title: 'Establishing Orbit',
    description: '<p>A slow <strong>360° orbit</strong> around the property at 150–200 ft, building centred.</p>',
    exampleLink: `${EXAMPLES}/orbit`,
  },
  {
    title: 'Approach Reveal',
    description: '<p>Fly toward the front entrance from the street, rising to reveal the roofline.</p>',
    exampleLink: `${EXAMPLES}/reveal`,
  },
  {
    title: 'Top-Down Pass',
    description: '<p>Camera straight down (90°), a steady pass over the whole parcel.</p>',
    exampleLink: `${EXAMPLES}/top-down`,
  },
  {
    title: 'Street Frontage',
    description: '<p>A lateral truck along the frontage at 40–60 ft showing access and signage.</p>',
    exampleLink: `${EXAMPLES}/frontage`,
  },
  { title: 'Parking & Access', description: '<p>Show the parking field, ingress and egress points.</p>', exampleLink: null },
  {
    title: 'Neighbourhood Pull-Back',
    description: '<p>Start close on the building and pull back and up to show nearby roads and landmarks.</p>',
    exampleLink: `${EXAMPLES}/pull-back`,
  },
];

export const IMAGE_SHOTS: ShotTemplate[] = [
  {
    title: 'Front Elevation',
    description: '<p>Front of the building at 45°, 100 ft, whole facade in frame.</p>',
    exampleLink: `${EXAMPLES}/front`,
  },
  { title: 'Rear Elevation', description: '<p>Rear of the building at 45°, loading docks visible.</p>', exampleLink: null },
  {
    title: 'Four Corners',
    description: '<p>One photo from each corner of the parcel at 150 ft (4 photos).</p>',
    exampleLink: `${EXAMPLES}/corners`,
  },
  {
    title: 'Nadir (Overhead)',
    description: '<p>Straight-down photo of the parcel, boundary fully inside the frame.</p>',
    exampleLink: null,
  },
  {
    title: 'High Context',
    description: '<p>400 ft looking toward the nearest highway or downtown.</p>',
    exampleLink: `${EXAMPLES}/context`,
  },
  { title: 'Signage & Entrance', description: '<p>Low oblique of the main entrance and monument sign.</p>', exampleLink: null },
];

const SALES_DESCRIPTIONS: Record<(typeof SALES_FOLDER_TITLES)[number], string> = {
  'Customer-Provided Docs': 'Documents the customer sent with the order.',
  'Site Plans': 'Site plans and surveys for the pilot and editor.',
};
export const SALES_FOLDERS: ShotTemplate[] = SALES_FOLDER_TITLES.map((title) => ({
  title,
  description: SALES_DESCRIPTIONS[title],
  exampleLink: null,
}));

/** Where each folder type's shot folders live in the project tree (files' DEFAULT_PROJECT_FOLDERS). */
export const SHOT_PARENT: Record<ShotFolderType, string> = {
  Video: 'Aerial Imagery/Aerial Footage',
  Image: 'Aerial Imagery/Aerial Photos',
  Custom: 'Custom Shots OR B Roll',
  Sales: 'Project Inputs',
};

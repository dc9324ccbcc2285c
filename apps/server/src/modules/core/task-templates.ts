// The task template of each plan: named sections with ordered tasks. A project gets these when it is created.
import { PLAN_NAMES, type PlanName } from '@vms/shared';

export interface SectionTemplate {
  sectionName: string;
  tasks: string[];
}

const kickOff: SectionTemplate = {
  sectionName: 'Project Kick-Off',
  tasks: ['Order Received', 'Kick-Off Call', 'Pilot Assigned', 'Editor Assigned'],
};
const flight: SectionTemplate = {
  sectionName: 'Flight & Capture',
  tasks: ['Airspace Authorization', 'Flight Scheduled', 'Aerial Footage Captured', 'Aerial Photos Captured', 'Footage Uploaded'],
};
const production = (drafts: number): SectionTemplate => ({
  sectionName: 'Production / Approvals',
  tasks: ['Draft Video', ...Array.from({ length: drafts }, (_, i) => `Client Edits Round ${i + 1}`), 'Internal QC Review', 'Final Video'],
});
const delivery: SectionTemplate = { sectionName: 'Delivery', tasks: ['Final Files Delivered', 'Listing Updated'] };

export const TASK_TEMPLATES: Record<PlanName, SectionTemplate[]> = {
  PLATINUM: [kickOff, flight, production(3), delivery],
  GOLD: [kickOff, flight, production(2), delivery],
  ELITE: [kickOff, flight, production(2), delivery],
  AUCTION: [kickOff, flight, production(1), delivery],
  SILVER: [kickOff, { ...flight, tasks: flight.tasks.filter((t) => t !== 'Aerial Photos Captured') }, production(1), delivery],
  BRONZE: [
    { sectionName: 'Chapter Builder', tasks: ['Chapters Submitted', 'Boundary Image Added'] },
    { sectionName: 'Production / Approvals', tasks: ['Rendering', 'User Review', 'QC/PM Review'] },
  ],
};

/** The template of a plan by its name, in any case; a plan without one is a programming error. */
export function templateFor(plan: string) {
  const key = plan.toUpperCase();
  if (!(PLAN_NAMES as readonly string[]).includes(key)) throw new Error(`No task template for plan ${plan}`);
  return TASK_TEMPLATES[key as PlanName];
}

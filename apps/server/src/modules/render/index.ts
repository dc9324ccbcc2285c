// render: video templates as data, the form data of every video version, and render jobs on the ffmpeg engine of
// platform/render (docs/adr/0014-render-engine.md). Other domains call requestRender and handle renderEnded (a job of
// theirs, listed in their manifest's `on`, queued once as the render ends complete or failed).
import { defineDomain } from '../core/index.js';
import { renderJob, renderSamplesJob, renderSweepJob } from './render.job.js';
import { renderCutsJob } from './render.cuts.js';
import './render.graphql.js';

export const renderDomain = defineDomain({ name: 'render', jobs: [renderJob, renderSweepJob, renderSamplesJob, renderCutsJob] });

export { requestRender, renderJob, queueMissingSamples } from './render.job.js';
export { requestCuts, runCuts, renderCutsJob } from './render.cuts.js';
export type { RenderRow } from './render.table.js';
export { formFor, formsOf, latestRender, renderKey, renderOf, rendersOf, RENDER_MESSAGES } from './render.service.js';
export { renderEnded, type RenderEnded } from './render.events.js';
export {
  TEMPLATES,
  templateById,
  defaultTemplate,
  BRONZE_TEMPLATE,
  boundarySlotOf,
  DEMO_IMAGE_DIR,
  DEMO_IMAGES,
} from './templates/index.js';

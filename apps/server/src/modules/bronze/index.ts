// bronze: the Bronze plan's chapter-by-chapter builder — chapter forms from the template, saved chapters, pictures,
// the live preview, checkout's hand-over, the editor's render and the text-change re-render (part B §2.3, §4, §7;
// docs/adr/0022-bronze.md).
import { defineDomain } from '../core/index.js';
import { bronzeProjectCreated } from './bronze.service.js';
import { bronzeRenderEnded } from './bronze.render.js';
import './bronze.graphql.js';

export const bronzeDomain = defineDomain({
  name: 'bronze',
  on: [bronzeRenderEnded],
  projectCreated: bronzeProjectCreated,
});

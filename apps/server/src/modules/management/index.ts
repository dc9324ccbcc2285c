// management: project lists and detail, tasks and their live updates, attention alerts, credentials (docs/adr/0005).
import type { Services } from '../../services.js';
import { defineDomain } from '../core/index.js';
import './management.graphql.js';
import './alerts/alerts.graphql.js';
import { projectIndexOf } from './projects/projects.service.js';
import { registerEmbeddedTable } from './embedded-table/embedded-table.js';

export { openAlertsOf } from './alerts/alerts.service.js';
export { reportBronzeRender } from './tasks/tasks.service.js';
export { addCustomImages, customImagesOf, moveCustomImages, removeCustomImages, type CustomImageRow } from './custom-images.js';

export const managementDomain = defineDomain({
  name: 'management',
  // VMS's own embedded project table, the management frame's page (docs/adr/0013)
  rest: registerEmbeddedTable,
  // the project search's index, built at start (ADR 0016)
  started: (services: Services) => {
    if (services.config.searchIndex) void projectIndexOf(services).refresh();
  },
});

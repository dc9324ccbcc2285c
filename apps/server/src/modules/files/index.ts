// files: project folders and permissions, the multipart upload protocol and the file endpoints (docs/adr/0006, 0007).
import { defineDomain } from '../core/index.js';
import { createProjectFolders } from './files.folders.js';
import { cleanupUploadsJob } from './files.jobs.js';
import { registerFileRoutes } from './files.rest.js';
import './files.graphql.js';

export const filesDomain = defineDomain({
  name: 'files',
  jobs: [cleanupUploadsJob],
  rest: registerFileRoutes,
  projectCreated: (tx, project) => createProjectFolders(tx, project.id),
});

// files: project folders and permissions, the multipart upload protocol and the file endpoints (docs/adr/0006, 0007).
import { defineDomain } from '../core/index.js';
import { createProjectFolders } from './files.folders.js';
import { cleanupUploadsJob } from './files.jobs.js';
import { registerFileRoutes } from './files.rest.js';
import './files.graphql.js';

/** Other domains add folders of their own under a project's tree (the pilot's shots) or work in it (review folders). */
export { addProjectFolder, grantDefaultPermissions, hasFolderTree } from './files.folders.js';
/** Project folders read by other domains (review folders are project folders), and the review folder made on first use. */
export { folderAt, folderById, foldersByIds, foldersNamed, subfolderOf, type ProjectFolder } from './files.folders.js';

export const filesDomain = defineDomain({
  name: 'files',
  jobs: [cleanupUploadsJob],
  rest: registerFileRoutes,
  projectCreated: (tx, project) => createProjectFolders(tx, project.id),
});

// For the review domain: review folders are project folders; comment screenshots live under REVIEW_SCREENSHOTS. For
// the PM portal: who uploaded a file.
export { PRESIGN_LIMIT_PER_HOUR, REVIEW_SCREENSHOTS, uploaderOf } from './files.service.js';

/** For a domain whose public pages upload files (VidPitch): s3-file-delete hands such keys to it. */
export { registerPublicFileDeleter } from './public-delete.js';

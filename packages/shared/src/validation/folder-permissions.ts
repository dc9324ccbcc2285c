// Inputs of the admin's folder-permission screen (docs/adr/0013): who may view or post in which project folder.
import { z } from 'zod';
import { FOLDER_PERMISSIONS } from '../files.js';

export const FOLDER_PERMISSION_MESSAGES = {
  projectId: 'Unknown project',
  email: 'Enter a valid email',
  emailRequired: 'Email is required',
  directory: 'Choose a folder',
  permission: 'Choose view or post',
  noUser: 'No user exists with this e-mail address.',
  notFolderRole: "This person's role does not work in project folders.",
  noDirectory: 'This project has no such folder.',
  noSubdirectory: 'This folder has no such sub-folder.',
  noGrant: 'This person has no such folder permission.',
  granted: 'Folder permission saved',
  revoked: 'Folder permission removed',
} as const;
const M = FOLDER_PERMISSION_MESSAGES;

/** A project number (as in the routes) or a project uuid. */
const projectRefSchema = z
  .string(M.projectId)
  .trim()
  .regex(/^[1-9]\d{0,8}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, M.projectId);

const folderName = z.string().trim().max(200, M.directory);

/** One grant's place: a person, a project's top folder, and one of its sub-folders ('' or left out: all of them). */
export const folderPermissionTargetSchema = z.object({
  projectId: projectRefSchema,
  email: z.string(M.emailRequired).trim().toLowerCase().min(1, M.emailRequired).pipe(z.email(M.email)),
  directory: folderName.min(1, M.directory),
  subdirectory: folderName.nullish().transform((s) => s ?? ''),
});

export const grantFolderPermissionSchema = folderPermissionTargetSchema.extend({
  permission: z.enum(FOLDER_PERMISSIONS, M.permission),
});

export const projectFolderPermissionsSchema = z.object({ projectId: projectRefSchema });

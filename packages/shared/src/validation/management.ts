// Inputs of the management portal's operations (part A §7), shared by the server's resolvers and the web.
import { z } from 'zod';
import { CUSTOM_IMAGES_LIMIT, PAGE_SIZE, TASK_STATUSES, TRACK_STATUSES } from '../constants.js';
import { boundedText } from './common.js';

export const MANAGEMENT_INPUT_MESSAGES = {
  limit: 'limit must be a whole number from 1 to 100',
  offset: 'offset must be a whole number of 0 or more',
  trackStatus: 'trackStatus must be ACTIVE or COMPLETED',
  projectId: 'projectId must be a project number',
  searchText: 'searchText must be 1 to 100 characters',
  taskStatus: 'crexiTaskStatus must be one of the task statuses',
  imagesLimit: `limit must be a whole number from 1 to ${CUSTOM_IMAGES_LIMIT}`,
  required: (field: string) => `${field} is required`,
} as const;
const M = MANAGEMENT_INPUT_MESSAGES;

export const pageSchema = z.object({
  limit: z.number().int().min(1, M.limit).max(100, M.limit).default(PAGE_SIZE),
  offset: z.number().int().min(0, M.offset).default(0),
});

export const trackStatusSchema = z.enum(TRACK_STATUSES, { message: M.trackStatus });

/** The project number used in URLs; the server answers NOT_FOUND for a number the viewer may not see. */
export const projectIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, M.projectId)
  .transform(Number);

export const getProjectsSchema = pageSchema.extend({ trackStatus: trackStatusSchema });
export const projectSearchSchema = getProjectsSchema.extend({
  searchText: boundedText(100, M.searchText).trim().min(1, M.searchText),
});
export const taskDetailsSchema = z.object({
  projectId: projectIdSchema,
  planName: z.string().trim().min(1, M.required('planName')).max(40),
});
export const taskActivitiesSchema = z.object({
  taskId: z.string().uuid(M.required('taskId')),
  planName: z.string().trim().max(40).optional(),
});
export const taskStatusSchema = z.object({
  crexiTaskStatus: z.enum(TASK_STATUSES, { message: M.taskStatus }),
  portalTaskId: z.string().uuid(M.required('portalTaskId')),
});
export const notificationStatusSchema = z.object({
  id: z.string().uuid(M.required('id')),
  status: z.enum(TASK_STATUSES, { message: M.taskStatus }),
  actionValue: z.boolean(),
});
export const syncTasksSchema = z.object({
  asanaProjectId: z.string().trim().max(64).nullish(),
  planType: z.string().trim().min(1, M.required('planType')).max(40),
  isNewTemplate: z.boolean(),
  sectionName: z.string().trim().max(100).nullish(),
  projectId: projectIdSchema,
});
export const customImagesSchema = z.object({
  fileType: z.string().trim().min(1, M.required('fileType')).max(20),
  offset: z.number().int().min(0, M.offset).default(0),
  limit: z.number().int().min(1, M.imagesLimit).max(CUSTOM_IMAGES_LIMIT, M.imagesLimit).default(CUSTOM_IMAGES_LIMIT),
  uuid: z.string().trim().min(1, M.required('uuid')).max(64),
  packageType: z.string().trim().min(1, M.required('packageType')).max(20),
  chapter: z.string().trim().max(40).nullish(),
});

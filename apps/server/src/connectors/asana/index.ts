// Picks the task tracker: Asana when ASANA_TOKEN is set, the local one otherwise.
import type { Config } from '../../config.js';
import { createHttpTracker } from './http.js';
import { createLocalTracker } from './local.js';
import type { TaskTracker } from './port.js';

export function createTaskTracker(config: Pick<Config, 'asana'>): TaskTracker {
  const { token, baseUrl, workspaceId } = config.asana;
  return token ? createHttpTracker({ token, baseUrl, workspaceId }) : createLocalTracker();
}
export type { TaskTracker } from './port.js';

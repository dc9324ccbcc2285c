// The public entry of core: the hub tables every domain reads, the one project-access policy, the project lifecycle and
// the named writes other domains make to the hub tables.
export * from './users.table.js';
export * from './listings.table.js';
export * from './projects.table.js';
export * from './editor-profiles.table.js';
export * from './crm.table.js';
export * from './task-templates.js';
export * from './access/project-access.js';
export * from './access/project-scoped.js';
export * from './domain.js';
export * from './create-project.js';
export * from './project-lifecycle.js';
export * from './projects.js';
export * from './users.js';
export * from './listings.js';
export * from './crm.js';
export * from './editor-profiles.js';

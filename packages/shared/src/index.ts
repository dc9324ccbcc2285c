export * from './roles.js';
export * from './access.js';
export * from './constants.js';
export * from './messages.js';
export * from './validation/auth.js';
export * from './files.js';
export * from './upload-parts.js';

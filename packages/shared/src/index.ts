export * from './roles.js';
export * from './access.js';
export * from './constants.js';
export * from './messages.js';
export * from './validation/auth.js';
export * from './validation/brokers.js';
export * from './validation/sales.js';
export * from './validation/management.js';

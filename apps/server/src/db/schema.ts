// Every table of every domain, for the typed client and drizzle-kit.
export * from '../modules/core/index.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/brokers/brokers.table.js';
export * from '../modules/sales/sales.table.js';
export * from '../modules/management/management.table.js';
export * from '../modules/files/files.table.js';

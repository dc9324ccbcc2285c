// Collects every domain's GraphQL module into one schema.
import { builder } from './builder.js';
import '../modules/auth/auth.graphql.js';
import '../modules/dashboard/dashboard.graphql.js';
import '../modules/brokers/brokers.graphql.js';
import '../modules/sales/sales.graphql.js';
import '../modules/sales/order.graphql.js';
import '../modules/management/management.graphql.js';
import '../modules/management/alerts.graphql.js';
import '../modules/files/files.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });

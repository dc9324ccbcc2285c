// Collects every domain's GraphQL module into one schema.
import { builder } from './builder.js';
import '../modules/auth/auth.graphql.js';
import '../modules/dashboard/dashboard.graphql.js';
import '../modules/files/files.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });

// dashboard: each person's own overview at /dashboard.
import { defineDomain } from '../core/index.js';
import './dashboard.graphql.js';

export const dashboardDomain = defineDomain({ name: 'dashboard' });

// The schema of every domain: importing the domain list registers each domain's types and root fields.
import { builder } from './builder.js';
import '../modules/index.js';

export const schema = builder.toSchema({ sortSchema: true });

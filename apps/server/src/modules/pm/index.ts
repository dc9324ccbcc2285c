// pm: the PM portal's projects, details, links, quotes, editor search and feedback (part B §2.4; docs/adr/0017-pm-portal.md).
import { defineDomain } from '../core/index.js';
import './pm.events.js';
import './pm.graphql.js';

export const pmDomain = defineDomain({ name: 'pm' });
export { editorStarsOf } from './pm.service.js';

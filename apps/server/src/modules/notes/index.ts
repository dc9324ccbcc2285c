// notes: notes between the pilot and the studio on a project or a shot (part B §3 "Note", §5, §6, §7).
import { defineDomain } from '../core/index.js';
import './notes.events.js';
import './notes.graphql.js';

export const notesDomain = defineDomain({ name: 'notes' });

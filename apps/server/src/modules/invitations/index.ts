// invitations: a PM invites a pilot or an editor to a project; the invitee registers through a signed single-use link
// and accepts or declines (part B §4, §5, §7; docs/adr/0018-pilot.md).
import { defineDomain } from '../core/index.js';
import './invitations.events.js';
import './invitations.graphql.js';

export { checkInviteLink, useInviteLink } from './invitations.service.js';
export { invitations } from './invitations.table.js';

export const invitationsDomain = defineDomain({ name: 'invitations' });

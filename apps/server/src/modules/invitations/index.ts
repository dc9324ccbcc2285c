// invitations: a PM invites a pilot or an editor to a project; the invitee registers through a signed single-use link
// and accepts or declines (part B §4, §5, §7; docs/adr/0018-pilot.md).
import { defineDomain } from '../core/index.js';
import { checkInviteLink, useInviteLink } from './invitations.service.js';
import './invitations.events.js';
import './invitations.graphql.js';

/** For the editor portal: a project's invitations (its requirements, its timeline). */
export { invitationsOf, latestInvitation } from './invitations.service.js';

export const invitationsDomain = defineDomain({
  name: 'invitations',
  // the pilot's and the editor's registrations check and spend the link (handed on through Services)
  inviteLinks: { check: checkInviteLink, use: useInviteLink },
});

// pilot: the pilot portal — the shot list of every project, the flight, uploads, mark complete, custom shots, the
// reschedule (part B §2.6, §3, §4, §7 "Pilot portal"; docs/adr/0018-pilot.md).
import type { Services } from '../../services.js';
import { defineDomain } from '../core/index.js';
import { createShotList } from './pilot.service.js';
import { locateUnplacedProfiles } from './pilot.profile.js';
import './pilot.events.js';
import './pilot.graphql.js';

/**
 * For invitations, notes and the PM portal: the pilot's answer, the invite's link, a shot of a project and its title,
 * the noted flag, the flight's time and the pilots' profiles.
 */
export {
  answerPilotProject,
  pilotAnswerOf,
  setFlightGoogleLink,
  markShotNoted,
  visibleShot,
  shotOfProject,
  shotTitles,
  flightTimeOf,
  createMissingShotLists,
} from './pilot.service.js';
export { updatePilotProfile, startPilotProfile, pilotsWithProfiles } from './pilot.profile.js';

export const pilotDomain = defineDomain({
  name: 'pilot',
  projectCreated: (tx, project) => createShotList(tx, project.id),
  // the shot folders go below the project's folder tree
  projectCreatedAfter: ['files'],
  started: (services: Services) => {
    locateUnplacedProfiles(services).catch((err: unknown) =>
      services.log.warn({ err }, 'could not place the pilot profiles without a point'),
    );
  },
});

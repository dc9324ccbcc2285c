// pilot: the pilot portal — the shot list of every project, the flight, uploads, mark complete, custom shots, the
// reschedule (part B §2.6, §3, §4, §7 "Pilot portal"; docs/adr/0018-pilot.md).
import { pilotProfileInputSchema, ROLES } from '@vms/shared';
import type { Services } from '../../services.js';
import { parseInput } from '../../platform/errors.js';
import { defineDomain } from '../core/index.js';
import { createShotList } from './pilot.service.js';
import { assertOwnPilotProfile, locateUnplacedProfiles, registerPilot, updatePilotProfile } from './pilot.profile.js';
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
  shotOfProject,
  shotTitles,
  flightTimeOf,
  createMissingShotLists,
} from './pilot.service.js';
export { startPilotProfile, pilotsWithProfiles } from './pilot.profile.js';
export { visibleShot } from './pilot.policy.js';

export const pilotDomain = defineDomain({
  name: 'pilot',
  projectCreated: (tx, project) => createShotList(tx, project.id),
  // the shot folders go below the project's folder tree
  projectCreatedAfter: ['files'],
  // the pilot's registration through the invite link (the form asks for the password) and the signed-in pilot's edit
  // (QA's too; anyone else is refused)
  profile: {
    role: ROLES.VMS_PILOT,
    register: (services: Services, { input, ...args }) =>
      registerPilot(services, { ...args, input: parseInput(pilotProfileInputSchema('registration'), input) }),
    // whose profile it is first: the form's rules are for the pilot's own
    update: async (services: Services, viewer, { input, ...args }) => {
      await assertOwnPilotProfile(services, viewer, args.email);
      return updatePilotProfile(services, viewer, { ...args, input: parseInput(pilotProfileInputSchema('edit'), input) });
    },
  },
  started: (services: Services) => {
    locateUnplacedProfiles(services).catch((err: unknown) =>
      services.log.warn({ err }, 'could not place the pilot profiles without a point'),
    );
  },
});

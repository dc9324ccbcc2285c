// editor: the editor portal's own operations — an invitation's project requirements, a person's details and the
// editor's side of updateProfile (registration from the invite link, the two-step profile). The list, folders,
// uploads and invitations it shares with the PM portal live in pm, files, review and invitations
// (part B §2.5, §7; docs/adr/0020-editor-portal.md).
import { editorProfileInputSchema, editorRegistrationInputSchema, ROLES, ROUTE_GROUPS } from '@vms/shared';
import type { Services } from '../../services.js';
import { parseInput } from '../../platform/errors.js';
import { defineDomain } from '../core/index.js';
import { assertOwnEditorProfile, registerEditor, updateEditorProfile } from './editor.profile.js';
import './editor.graphql.js';

export const editorDomain = defineDomain({
  name: 'editor',
  // the editor's registration through the invite link, and the two-step profile of the editor (and QA testing it)
  profile: {
    role: ROLES.VMS_EDITOR,
    register: (services: Services, { input, ...args }) =>
      registerEditor(services, { ...args, input: parseInput(editorRegistrationInputSchema, input) }),
    callers: ROUTE_GROUPS.editorProfile,
    // whose profile it is first: the form's rules are for the editor's own
    update: async (services: Services, viewer, { input, ...args }) => {
      await assertOwnEditorProfile(services, viewer, args.email);
      return updateEditorProfile(services, viewer, { ...args, input: parseInput(editorProfileInputSchema, input) });
    },
  },
});

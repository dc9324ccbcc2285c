// editor: the editor portal's own operations — an invitation's project requirements, a person's details and the
// editor's side of updateProfile (registration from the invite link, the two-step profile). The list, folders,
// uploads and invitations it shares with the PM portal live in pm, files, review and invitations
// (part B §2.5, §7; docs/adr/0020-editor-portal.md).
import { defineDomain } from '../core/index.js';
import './editor.graphql.js';

export { registerEditor, updateEditorProfile } from './editor.profile.js';
export const editorDomain = defineDomain({ name: 'editor' });

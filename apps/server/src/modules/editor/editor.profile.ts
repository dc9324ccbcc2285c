// The editor's side of updateProfile(role, email, input) (part B §4 "editor wizard", §5 "Editor registration" and
// "Profiles", §7): the registration from the invite's signed single-use link (name and password; the account was made,
// with role vms-editor, by the invite), and the signed-in editor's two-step profile.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EDITOR_MESSAGES as M,
  PROFILE_MESSAGES,
  ROLES,
  ROUTE_GROUPS,
  skillsOf,
  type EditorProfileInput,
  type editorRegistrationInputSchema,
  type Role,
} from '@vms/shared';
import type { Services } from '../../services.js';
import { emit } from '../../platform/outbox/outbox.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/password.js';
import { completeRegistration, saveEditorProfile, updatePersonalDetails, users } from '../core/index.js';

/** Registration through the invite link: the link is checked, then spent in the same transaction as the password. */
export async function registerEditor(
  deps: Pick<Services, 'db' | 'inviteLinks'>,
  raw: { email: string; token: string; input: z.infer<typeof editorRegistrationInputSchema> },
): Promise<{ message: string }> {
  const email = raw.email.trim().toLowerCase();
  const link = await deps.inviteLinks.check(deps.db, email, raw.token);
  if (link.status !== 200) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
  const { input } = raw;
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await deps.inviteLinks.use(tx, link.invitation!.id))) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
    const u = await completeRegistration(tx, email, { firstName: input.firstName, passwordHash });
    if (!u || u.role !== ROLES.VMS_EDITOR) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
  });
  return { message: M.registered };
}

/** The signed-in editor's profile (both wizard steps at once): the account's names, phone and photo, and the profile. */
/**
 * Whose editor profile the caller may edit: their own, as the editor (or QA testing the editor portal; part B §6:
 * /editor-create-profile, /edit-profile for EDITOR, QA). Asked before the form is parsed, so someone refused hears
 * FORBIDDEN, not which of the form's fields is missing.
 */
export async function assertOwnEditorProfile(deps: Pick<Services, 'db'>, viewer: Viewer, email: string) {
  if (!(ROUTE_GROUPS.editorProfile as readonly Role[]).includes(viewer.role)) throw forbidden();
  const [me] = await deps.db.select().from(users).where(eq(users.id, viewer.id));
  if (!me || me.email !== email.trim().toLowerCase()) throw forbidden();
  return me;
}

export async function updateEditorProfile(
  deps: Pick<Services, 'db' | 'live'>,
  viewer: Viewer,
  raw: { email: string; input: EditorProfileInput },
): Promise<{ message: string }> {
  const me = await assertOwnEditorProfile(deps, viewer, raw.email);
  const i = raw.input;
  const columns = {
    skills: skillsOf(i.editorSkillsRatings),
    availableFrom: i.availableFrom,
    location: `${i.city}, ${i.state}`,
    timeZone: i.timeZone,
    officePhone: i.officePhone,
    address: i.address,
    city: i.city,
    state: i.state,
    zip: i.zip,
    country: i.country,
    paymentVendorName: i.paymentVendorName || null,
    editorVendorId: i.editorVendorId || null,
    updatedAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    await updatePersonalDetails(tx, viewer.id, {
      firstName: i.firstName,
      lastName: i.lastName,
      phone: i.phone,
      photo: i.photo || null,
      isEditorProfileUpdated: true,
    });
    await saveEditorProfile(tx, viewer.id, columns);
    // the PM's editor search follows the new skills and availability live
    await emit(tx, 'editorUpdate', { editorId: viewer.id, reason: 'PROFILE' });
  });
  return { message: me.isEditorProfileUpdated ? M.profileUpdated : M.profileCreated };
}

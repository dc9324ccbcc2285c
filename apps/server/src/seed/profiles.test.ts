// Every completed profile of the demo data passes its own rules (issue #33, item 4): each editor whose profile is
// marked complete and each pilot with a profile, read as their edit page reads it (getUserDetails, pilotProfile; a
// missing value becomes an empty field, as the forms do), checked with the zod schema the edit page and updateProfile
// run. A seed that leaves out a required field shows up here instead of as a wizard whose Next never opens step 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, editorProfileInputSchema, pilotProfileInputSchema } from '@vms/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { editorProfiles, users } from '../modules/core/index.js';
import { pilotProfiles } from '../modules/pilot/pilot.table.js';

const EDITOR = `query($id: ID!) { getUserDetails(userId: $id) { photo firstName lastName phone officePhone address city state zip country timeZone
  paymentVendorName editorVendorId editorSkillsRatings availableFrom } }`;
const PILOT = `{ pilotProfile { firstName companyName phone address city state zip coverageArea faaLicenseNumber faaExpireDate insurancePolicyNumber
  insuranceExpireDate dronePlatform camera offerInteriorDronePhotos offerProfessionalInteriorDronePhotos offerMatterPortOrOtherTours offerThermalDrone } }`;

/** The form's values: a missing text is an empty field. */
const formValues = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v ?? '']));
/** The rules a profile breaks, as `field: message`; empty when it passes. */
const broken = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { work: false });
}, 600_000);
afterAll(() => t?.close());

describe('demo profiles', () => {
  it('every editor with a completed profile passes editorProfileInputSchema', async () => {
    const editors = await t.app.services.db
      .select({ id: users.id, email: users.email, done: users.isEditorProfileUpdated, profile: editorProfiles.userId })
      .from(users)
      .leftJoin(editorProfiles, eq(editorProfiles.userId, users.id))
      .where(eq(users.role, ROLES.VMS_EDITOR));
    const completed = editors.filter((e) => e.profile);
    // editor@vms.test, ivy.editor@vms.test and the PM search's twelve; neweditor@vms.test has none yet
    expect(completed.length).toBeGreaterThanOrEqual(14);
    expect(editors.filter((e) => e.done && !e.profile).map((e) => e.email)).toEqual([]);
    for (const e of completed) {
      const r = await t.gql<{ getUserDetails: Record<string, unknown> }>(EDITOR, { id: e.id }, await t.login(e.email));
      expect([e.email, broken(editorProfileInputSchema.safeParse(formValues(r.data!.getUserDetails)))]).toEqual([e.email, []]);
    }
  }, 300_000);

  it('every pilot with a profile passes pilotProfileInputSchema (edit)', async () => {
    const pilots = await t.app.services.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
      .where(eq(pilotProfiles.isProfileUpdated, true));
    expect(pilots.length).toBeGreaterThanOrEqual(2);
    for (const p of pilots) {
      const r = await t.gql<{ pilotProfile: Record<string, unknown> }>(PILOT, {}, await t.login(p.email));
      expect([p.email, broken(pilotProfileInputSchema('edit').safeParse(formValues(r.data!.pilotProfile)))]).toEqual([p.email, []]);
    }
  }, 300_000);
});

// The pilot's profile (part B §3 "Pilot profile", §4 "Pilot wizard", §5 "Profiles"; docs/adr/0018-pilot.md):
// registration through the invite's signed single-use link (sets the password; the link is then spent), and editing
// by the signed-in pilot (no password). auth's one updateProfile(role vms-pilot, …) hands the pilot's profile here,
// through the manifest's `profile`, which parses the input with pilotProfileInputSchema of the mode.
import { and, eq, isNull, or, isNotNull, sql } from 'drizzle-orm';
import { PILOT_MESSAGES, PROFILE_MESSAGES, ROLES, type PilotProfileInput } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/password.js';
import { completeRegistration, projects, updatePersonalDetails, users } from '../core/index.js';
import { pilotProfiles } from './pilot.table.js';
import type { GeoPoint } from '../../connectors/geocoder/port.js';

export async function getPilotProfile(deps: Pick<Services, 'db'>, viewer: Viewer) {
  const [u] = await deps.db.select().from(users).where(eq(users.id, viewer.id));
  if (!u) throw notFound('Requested user does not exist.');
  const [p] = await deps.db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, viewer.id));
  return { email: u.email, firstName: u.firstName ?? '', phone: u.phone, photo: u.photo, ...(p ?? { isProfileUpdated: false }) };
}

const profileColumns = (i: PilotProfileInput, point: GeoPoint | null) => ({
  companyName: i.companyName || null,
  address: i.address,
  city: i.city,
  state: i.state,
  zip: i.zip,
  latitude: point?.lat ?? null,
  longitude: point?.lng ?? null,
  coverageArea: i.coverageArea,
  faaLicenseNumber: i.faaLicenseNumber,
  faaExpireDate: i.faaExpireDate,
  insurancePolicyNumber: i.insurancePolicyNumber,
  insuranceExpireDate: i.insuranceExpireDate,
  dronePlatform: i.dronePlatform,
  camera: i.camera,
  offerInteriorDronePhotos: i.offerInteriorDronePhotos,
  offerProfessionalInteriorDronePhotos: i.offerProfessionalInteriorDronePhotos,
  offerMatterPortOrOtherTours: i.offerMatterPortOrOtherTours,
  offerThermalDrone: i.offerThermalDrone,
  isProfileUpdated: true,
  updatedAt: new Date(),
});

/** The invited pilot's registration through the link: checked, then spent in the same transaction as the password. */
export async function registerPilot(
  deps: Pick<Services, 'db' | 'geocoder' | 'inviteLinks'>,
  raw: { email: string; token: string; input: PilotProfileInput },
): Promise<{ message: string }> {
  const email = raw.email.trim().toLowerCase();
  const input = raw.input;
  const link = await deps.inviteLinks.check(deps.db, email, raw.token);
  if (link.status !== 200) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
  const passwordHash = await hashPassword(input.password!);
  const columns = profileColumns(input, await deps.geocoder.locate(input));
  await deps.db.transaction(async (tx) => {
    if (!(await deps.inviteLinks.use(tx, link.invitation!.id))) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
    const u = await completeRegistration(tx, email, { firstName: input.firstName, phone: input.phone, passwordHash });
    if (!u || u.role !== ROLES.VMS_PILOT) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
    await tx
      .insert(pilotProfiles)
      .values({ userId: u.id, ...columns })
      .onConflictDoUpdate({ target: pilotProfiles.userId, set: columns });
  });
  return { message: PILOT_MESSAGES.profileCreated };
}

/**
 * Whose pilot profile the caller may edit: their own, as the pilot (or QA testing the portal). Asked before the form is
 * parsed, so someone refused hears FORBIDDEN, not which of the form's fields is missing.
 */
export async function assertOwnPilotProfile(deps: Pick<Services, 'db'>, viewer: Viewer, email: string): Promise<void> {
  if (viewer.role !== ROLES.VMS_PILOT && viewer.role !== ROLES.VMS_QA) throw forbidden();
  const [me] = await deps.db.select().from(users).where(eq(users.id, viewer.id));
  if (!me || me.email !== email.trim().toLowerCase()) throw forbidden();
}

/** The signed-in pilot's edit (no password); QA tests the pilot portal with it too. */
export async function updatePilotProfile(
  deps: Pick<Services, 'db' | 'geocoder'>,
  viewer: Viewer,
  raw: { email: string; input: PilotProfileInput },
): Promise<{ message: string }> {
  await assertOwnPilotProfile(deps, viewer, raw.email);
  const input = raw.input;
  const columns = profileColumns(input, await deps.geocoder.locate(input));
  await deps.db.transaction(async (tx) => {
    await updatePersonalDetails(tx, viewer.id, { firstName: input.firstName, phone: input.phone });
    await tx
      .insert(pilotProfiles)
      .values({ userId: viewer.id, ...columns })
      .onConflictDoUpdate({ target: pilotProfiles.userId, set: columns });
  });
  return { message: PILOT_MESSAGES.profileUpdated };
}

/**
 * Gives a point to the saved profiles that have none (saved before profiles stored one, or while nothing knew the
 * place): run in the background at start; a profile whose place stays unknown keeps a null point.
 */
export async function locateUnplacedProfiles(deps: Pick<Services, 'db' | 'geocoder'>): Promise<number> {
  const rows = await deps.db
    .select({
      userId: pilotProfiles.userId,
      address: pilotProfiles.address,
      city: pilotProfiles.city,
      state: pilotProfiles.state,
      zip: pilotProfiles.zip,
    })
    .from(pilotProfiles)
    .where(and(isNull(pilotProfiles.latitude), or(isNotNull(pilotProfiles.zip), isNotNull(pilotProfiles.city))));
  let placed = 0;
  for (const { userId, ...place } of rows) {
    const point = await deps.geocoder.locate(place);
    if (!point) continue;
    await deps.db
      .update(pilotProfiles)
      .set({ latitude: point.lat, longitude: point.lng })
      .where(and(eq(pilotProfiles.userId, userId), isNull(pilotProfiles.latitude)));
    placed++;
  }
  return placed;
}

/** An invited pilot's profile row, empty but for the company the invite named (registration fills the rest). */
export async function startPilotProfile(tx: Db | Tx, userId: string, companyName: string | null): Promise<void> {
  await tx.insert(pilotProfiles).values({ userId, companyName }).onConflictDoNothing();
}

/** Every pilot with a saved profile (at most 500), with how many active projects each flies (the PM's suggestions). */
export async function pilotsWithProfiles(db: Db | Tx) {
  return db
    .select({
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      profile: pilotProfiles,
      activeProjects: sql<number>`(select count(*)::int from ${projects} p where p.pilot_id = ${users.id} and p.track_status = 'ACTIVE')`,
    })
    .from(users)
    .innerJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(eq(users.role, ROLES.VMS_PILOT))
    .limit(500);
}

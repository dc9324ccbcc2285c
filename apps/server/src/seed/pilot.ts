// The pilot portal's demo data (DECISIONS.md part B): every project's shot list and flight; pilot@vms.test has
// accepted projects with their shot list, a custom shot and notes, and one new project waiting for Accept / Decline.
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { projects, users } from '../modules/core/index.js';
import { createMissingShotLists } from '../modules/pilot/index.js';
import { pilotFlights, pilotProfiles, pilotShots } from '../modules/pilot/pilot.table.js';
import { notes } from '../modules/notes/notes.table.js';
import { addProjectFolder } from '../modules/files/index.js';
import { projectPrefix } from '../platform/storage/keys.js';
import { createLocalGeocoder } from '../connectors/geocoder/index.js';

const DAY = 86_400_000;

/** The demo pilots' profiles other than pilot@vms.test (rio.pilot@vms.test takes the first: a lapsed FAA licence). */
const PILOT_VARIANTS = [
  {
    company: 'Lone Star Drones',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    coverage: '200',
    faa: '2025-06-30',
    insurance: '2027-09-30',
    drone: 'Inspire',
    camera: '48 MP',
  },
  {
    company: 'Peak View Aerial',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    coverage: '50',
    faa: '2029-01-31',
    insurance: '2028-05-31',
    drone: 'Autel',
    camera: '20 MP',
  },
  {
    company: 'Hill Country UAV',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    coverage: '75',
    faa: '2027-11-30',
    insurance: '2027-04-30',
    drone: 'DJI Air 2S',
    camera: '48 MP',
  },
] as const;

export async function seedPilot(tx: Tx): Promise<void> {
  await createMissingShotLists(tx);
  const pilots = await tx.select().from(users).where(eq(users.role, 'vms-pilot'));
  const gazetteer = createLocalGeocoder();
  // pilot@vms.test keeps the Austin profile its portal tests use; the others get varied, deterministic profiles (city,
  // coverage, expiries, equipment) so the PM's pilot suggestions have something to rank.
  for (const [k, p] of pilots.sort((a, b) => a.email.localeCompare(b.email)).entries()) {
    if (!p.phone)
      await tx
        .update(users)
        .set({ phone: `512-555-01${String(10 + k).padStart(2, '0')}` })
        .where(eq(users.id, p.id));
    const v = PILOT_VARIANTS[p.email === 'rio.pilot@vms.test' ? 0 : k % PILOT_VARIANTS.length]!;
    const own = p.email === 'pilot@vms.test';
    const place = {
      address: own ? '120 Hangar Way' : `${200 + k * 7} Airfield Rd`,
      city: own ? 'Austin' : v.city,
      state: own ? 'TX' : v.state,
      zip: own ? '78701' : v.zip,
    };
    // the point a saved profile gets (the seed has no network: the local gazetteer)
    const point = await gazetteer.locate(place);
    await tx
      .insert(pilotProfiles)
      .values({
        userId: p.id,
        companyName: own ? 'SkyLine Aerial LLC' : v.company,
        ...place,
        latitude: point?.lat ?? null,
        longitude: point?.lng ?? null,
        coverageArea: own ? '100' : v.coverage,
        faaLicenseNumber: `FAA-${p.email.length}4471`,
        faaExpireDate: own ? '2028-03-31' : v.faa,
        insurancePolicyNumber: `INS-88${p.email.length}21`,
        insuranceExpireDate: own ? '2027-12-31' : v.insurance,
        dronePlatform: own ? 'Mavic' : v.drone,
        camera: own ? '20 MP' : v.camera,
        offerInteriorDronePhotos: true,
        isProfileUpdated: true,
      })
      .onConflictDoNothing();
  }
  const assigned = await tx.select().from(projects).where(isNotNull(projects.pilotId)).orderBy(asc(projects.createdAt));
  const now = Date.now();
  for (const [i, p] of assigned.entries()) {
    const accepted = p.status === 'ACTIVE' || p.status === 'COMPLETED';
    await tx
      .update(pilotFlights)
      .set({
        acceptedByPilot: accepted ? 'ACCEPTED' : null,
        answeredAt: accepted ? new Date(p.createdAt.getTime() + DAY) : null,
        b4uLink: i % 5 === 3 ? null : `https://b4ufly.aloft.ai/?project=${p.number}`,
        approval: i % 3 !== 0,
        flightAt: new Date(Math.floor((now + ((i % 20) + 2) * DAY) / 3_600_000) * 3_600_000),
        isScheduled: accepted,
      })
      .where(eq(pilotFlights.projectId, p.id));
  }
  const [pilot] = await tx.select().from(users).where(eq(users.email, 'pilot@vms.test'));
  if (!pilot) return;
  // one new project awaiting the pilot's answer: the newest non-Bronze running project of theirs
  const [fresh] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.pilotId, pilot.id), eq(projects.trackStatus, 'ACTIVE'), ne(projects.plan, 'BRONZE')))
    .orderBy(desc(projects.createdAt))
    .limit(1);
  if (fresh) {
    await tx.update(projects).set({ status: 'NOT STARTED' }).where(eq(projects.id, fresh.id));
    await tx
      .update(pilotFlights)
      .set({ acceptedByPilot: null, answeredAt: null, isScheduled: false })
      .where(eq(pilotFlights.projectId, fresh.id));
  }
  // the first accepted Platinum project: a custom shot and notes both ways
  const [shown] = await tx
    .select({ project: projects })
    .from(projects)
    .innerJoin(pilotFlights, eq(pilotFlights.projectId, projects.id))
    .where(
      and(
        eq(projects.pilotId, pilot.id),
        eq(projects.trackStatus, 'ACTIVE'),
        eq(projects.plan, 'PLATINUM'),
        eq(pilotFlights.acceptedByPilot, 'ACCEPTED'),
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(1);
  if (!shown) return;
  const p = shown.project;
  const folder = await addProjectFolder(tx, p.id, `${projectPrefix(p.id)}Custom Shots OR B Roll`, 'Loading Dock Walkthrough', 'Custom');
  const [custom] = await tx
    .insert(pilotShots)
    .values({
      projectId: p.id,
      title: folder.name,
      description: 'Low pass along the loading docks, as the customer asked on the call.',
      folderTypes: 'Custom',
      uploadingPath: folder.path,
      position: 0,
      createdBy: pilot.id,
      hasNoteAdded: true,
    })
    .returning();
  const [orbit] = await tx
    .select()
    .from(pilotShots)
    .where(and(eq(pilotShots.projectId, p.id), eq(pilotShots.folderTypes, 'Video')))
    .orderBy(asc(pilotShots.position))
    .limit(1);
  if (orbit)
    await tx
      .update(pilotShots)
      .set({ hasNoteAdded: true })
      .where(inArray(pilotShots.id, [orbit.id]));
  const base = p.createdAt.getTime() + 2 * DAY;
  await tx.insert(notes).values([
    {
      projectId: p.id,
      folderId: null,
      notesFrom: pilot.id,
      notesTo: p.pmId,
      notesUserRole: 'vms-pilot',
      noteText: 'Site visit done; the north lot is gated — I will need the code for the flight day.',
      createdAt: new Date(base),
    },
    {
      projectId: p.id,
      folderId: null,
      notesFrom: p.pmId,
      notesTo: pilot.id,
      notesUserRole: 'vms-project-manager',
      noteText: 'Gate code is 4471. The property manager expects you before 10:00.',
      createdAt: new Date(base + 3_600_000),
    },
    ...(orbit
      ? [
          {
            projectId: p.id,
            folderId: orbit.id,
            notesFrom: pilot.id,
            notesTo: p.pmId,
            notesUserRole: 'vms-pilot',
            noteText: 'Orbit at 180 ft clears the crane on the east side.',
            createdAt: new Date(base + 7_200_000),
          },
        ]
      : []),
    {
      projectId: p.id,
      folderId: custom!.id,
      notesFrom: p.pmId,
      notesTo: pilot.id,
      notesUserRole: 'vms-project-manager',
      noteText: 'Keep the dock doors closed in this one, please.',
      createdAt: new Date(base + 10_800_000),
    },
  ]);
}

// PM portal demo data (DECISIONS.md part B): editor profiles with varied skills and availability (more editors than
// one page of the search), the projects' links, delivery dates and invite acceptance, and the PM's feedback on some
// completed projects — leaving completed ones without reviews for the feedback form. Deterministic.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { EDITOR_SKILLS, ROLES } from '@vms/shared';
import type { Tx } from '../db/client.js';
import { assets, editorProfiles, projects, users } from '../modules/core/index.js';
import { editorFeedback } from '../modules/pm/pm.table.js';
import type { Random } from './random.js';

const DAY = 86_400_000;

/** Extra editors (profile completed) so that the PM's editor search runs over more than one page. */
export const DEMO_EDITORS: ReadonlyArray<{ firstName: string; lastName: string; location: string; timeZone: string }> = [
  { firstName: 'Avery', lastName: 'Quinn', location: 'Denver, CO', timeZone: 'America/Denver' },
  { firstName: 'Blake', lastName: 'Moreno', location: 'Miami, FL', timeZone: 'America/New_York' },
  { firstName: 'Carmen', lastName: 'Ito', location: 'Seattle, WA', timeZone: 'America/Los_Angeles' },
  { firstName: 'Devon', lastName: 'Hart', location: 'Chicago, IL', timeZone: 'America/Chicago' },
  { firstName: 'Elena', lastName: 'Petrova', location: 'Boston, MA', timeZone: 'America/New_York' },
  { firstName: 'Farid', lastName: 'Haddad', location: 'Phoenix, AZ', timeZone: 'America/Phoenix' },
  { firstName: 'Gwen', lastName: 'Adler', location: 'Portland, OR', timeZone: 'America/Los_Angeles' },
  { firstName: 'Hiro', lastName: 'Tanaka', location: 'San Diego, CA', timeZone: 'America/Los_Angeles' },
  { firstName: 'Isla', lastName: 'Brennan', location: 'Nashville, TN', timeZone: 'America/Chicago' },
  { firstName: 'Jonah', lastName: 'Weiss', location: 'Atlanta, GA', timeZone: 'America/New_York' },
  { firstName: 'Kira', lastName: 'Volkova', location: 'Dallas, TX', timeZone: 'America/Chicago' },
  { firstName: 'Luis', lastName: 'Ortega', location: 'Salt Lake City, UT', timeZone: 'America/Denver' },
];
export const demoEditorEmail = (e: { firstName: string; lastName: string }) => `${e.firstName}.${e.lastName}.editor@vms.test`.toLowerCase();

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedPm(tx: Tx, rnd: Random, passwordHash: string): Promise<void> {
  const now = Date.now();
  await tx.insert(users).values(
    DEMO_EDITORS.map((e) => ({
      email: demoEditorEmail(e),
      role: ROLES.VMS_EDITOR,
      firstName: e.firstName,
      lastName: e.lastName,
      passwordHash,
      isEditorProfileUpdated: true,
    })),
  );
  const editors = await tx
    .select()
    .from(users)
    .where(and(eq(users.role, ROLES.VMS_EDITOR), eq(users.isEditorProfileUpdated, true)))
    .orderBy(asc(users.createdAt), asc(users.email));
  const places = new Map(DEMO_EDITORS.map((e) => [demoEditorEmail(e), e]));
  // A completed profile passes its own rules (editorProfileStep1 requires the phone, kept on the account like a pilot's).
  for (const [i, u] of editors.entries()) {
    if (!u.phone)
      await tx
        .update(users)
        .set({ phone: `512-555-${String(2000 + i).padStart(4, '0')}` })
        .where(eq(users.id, u.id));
  }
  await tx.insert(editorProfiles).values(
    editors.map((u, i) => {
      // Varied: the demo editor has every common skill and is free now; others 2–4 skills, free now or within 10 days.
      const skills =
        u.email === 'editor@vms.test'
          ? ['Premium', 'Standard', 'Premium Plus', 'Vidspection']
          : EDITOR_SKILLS.filter((_, k) => (k + i) % 3 !== 0 || rnd.chance(0.3)).slice(0, 2 + (i % 3));
      const offset = u.email === 'editor@vms.test' ? 0 : [0, 0, 1, 2, 3, 5, 0, 7, 10][i % 9]!;
      const place = places.get(u.email) ?? {
        location: i % 2 ? 'Austin, TX' : 'Los Angeles, CA',
        timeZone: i % 2 ? 'America/Chicago' : 'America/Los_Angeles',
      };
      const [city, state] = place.location.split(', ') as [string, string];
      return {
        userId: u.id,
        skills,
        availableFrom: isoDay(now + offset * DAY),
        location: place.location,
        timeZone: place.timeZone,
        officePhone: `512-555-${String(1000 + i).padStart(4, '0')}`,
        address: `${100 + i * 7} Main Street`,
        city,
        state,
        zip: String(73301 + i),
        country: 'United States',
      };
    }),
  );

  // Links, delivery dates and invite acceptance of every project; feedback on three of every four completed ones.
  const rows = await tx
    .select({ project: projects, crexiUrl: assets.crexiUrl })
    .from(projects)
    .leftJoin(assets, eq(assets.id, projects.assetId))
    .where(isNotNull(projects.number))
    .orderBy(asc(projects.number));
  let completed = 0;
  for (const { project: p, crexiUrl } of rows) {
    const started = p.status !== 'NOT STARTED';
    await tx
      .update(projects)
      .set({
        crexiLink: p.plan === 'BRONZE' ? null : crexiUrl,
        b4uLink:
          p.plan === 'BRONZE' || p.number! % 5 === 0
            ? null
            : `https://b4ufly.aloft.ai/?lat=30.${2600 + p.number!}&lng=-97.${7400 + p.number!}`,
        googleLink: `https://maps.google.com/?q=${encodeURIComponent(p.projectName)}`,
        deliveryDate: new Date(p.createdAt.getTime() + 30 * DAY),
        isPilotInviteAccepted: !!p.pilotId && started,
        isEditorInviteAccepted: !!p.editorId && started,
      })
      .where(eq(projects.id, p.id));
    if (p.trackStatus === 'COMPLETED' && p.editorId && completed++ % 4 !== 0) {
      await tx.insert(editorFeedback).values({
        projectId: p.id,
        editorId: p.editorId,
        fromUserId: p.pmId,
        projectQualityReview: rnd.int(2, 4),
        projectFinishOnTimeReview: rnd.int(2, 4),
        easeOfCollabrationReview: rnd.int(3, 4),
        timeBadge: rnd.pick(['Early', 'On Time', 'On Time', 'Late']),
        commentsOnEditor: rnd.pick([
          'Clean cuts and quick turnaround.',
          'Great colour grading; one round of edits was late.',
          'Easy to work with.',
        ]),
        createdAt: new Date(p.updatedAt.getTime() + DAY),
      });
    }
  }
}

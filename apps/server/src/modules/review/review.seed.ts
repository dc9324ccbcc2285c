// Demo review data (DECISIONS.md part B "Demo data"): a PLATINUM project of pm@vms.test and editor@vms.test with a
// review folder holding two versions of the numbered 20 fps clip, three annotated comments and a review action on
// version 1; and a Bronze project of customer@vms.test whose rendered video waits for the customer's review. The
// versions' files are put by the demo files job (seed/files.ts), which then queues their review copies (and the seeded
// comments' screenshots).
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { projects, users } from '../core/index.js';
import { reviewActions, reviewAssets, reviewComments } from './review.table.js';
import { DEFAULT_REVIEW_FOLDER } from '@vms/shared';
import { projectPrefix } from '../../platform/storage/keys.js';
import { reviewFolder } from './versions/review.rendered.js';

/** Fixed ids, so the demo review links stay the same across seeds (README lists them). */
export const DEMO_REVIEW = {
  platinumRootId: '00000000-0000-4000-8000-00000000a001',
  platinumV2Id: '00000000-0000-4000-8000-00000000a002',
  bronzeRootId: '00000000-0000-4000-8000-00000000b001',
} as const;

const ANNOTATIONS = {
  rectangle: { shape: 'rectangle' as const, colour: '#C92020' as const, width: 5 as const, points: [0.1, 0.1, 0.45, 0.4] },
  arrow: { shape: 'arrow' as const, colour: '#41B5F2' as const, width: 10 as const, points: [0.8, 0.8, 0.55, 0.55] },
  freeform: {
    shape: 'freeform' as const,
    colour: '#F4DB22' as const,
    width: 5 as const,
    points: [0.2, 0.7, 0.25, 0.72, 0.3, 0.69, 0.36, 0.75, 0.42, 0.7],
  },
  circle: { shape: 'circle' as const, colour: '#76D938' as const, width: 5 as const, points: [0.5, 0.3, 0.62, 0.45] },
};

/** Where a demo version's file lives: its project's review folder, as an editor's upload would (seed/files.ts puts it). */
const draftKey = (projectId: string, fileName: string) => `${projectPrefix(projectId)}Project Data/${DEFAULT_REVIEW_FOLDER}/${fileName}`;

/** Seeds the demo reviews; returns the versions whose review copies the job must make. */
export async function seedReviews(tx: Tx): Promise<string[]> {
  const people = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users);
  const who = (email: string) => people.find((p) => p.email === email);
  const pm = who('pm@vms.test');
  const editor = who('editor@vms.test');
  const qc = who('qc@vms.test');
  const customer = who('customer@vms.test');
  if (!pm || !editor || !customer || !qc) return [];
  const [platinum] = await tx
    .select()
    .from(projects)
    .where(
      and(eq(projects.plan, 'PLATINUM'), eq(projects.pmId, pm.id), eq(projects.editorId, editor.id), eq(projects.customerId, customer.id)),
    )
    .orderBy(asc(projects.number))
    .limit(1);
  const [bronze] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.plan, 'BRONZE'), eq(projects.customerId, customer.id)))
    .orderBy(asc(projects.number))
    .limit(1);
  const ids: string[] = [];
  const day = 86_400_000;
  const base = Date.UTC(2026, 10, 20, 15, 0, 0);
  if (platinum) {
    const folderId = await reviewFolder(tx, platinum.id);
    await tx.insert(reviewAssets).values([
      {
        id: DEMO_REVIEW.platinumRootId,
        projectId: platinum.id,
        folderId,
        version: 1,
        fileName: 'draft-v1.mp4',
        fileType: 'video/mp4',
        assetLink: draftKey(platinum.id, 'draft-v1.mp4'),
        uploadedBy: editor.id,
        createdAt: new Date(base - 2 * day),
        updatedAt: new Date(base - 2 * day),
      },
      {
        id: DEMO_REVIEW.platinumV2Id,
        projectId: platinum.id,
        folderId,
        version: 2,
        fileName: 'draft-v2.mp4',
        fileType: 'video/mp4',
        assetLink: draftKey(platinum.id, 'draft-v2.mp4'),
        uploadedBy: editor.id,
        createdAt: new Date(base - day),
        updatedAt: new Date(base - day),
      },
    ]);
    ids.push(DEMO_REVIEW.platinumRootId, DEMO_REVIEW.platinumV2Id);
    const c = (
      id: string,
      frame: number,
      text: string,
      annotations: (typeof ANNOTATIONS)[keyof typeof ANNOTATIONS][],
      by: { id: string; email: string; firstName: string | null },
      role: string,
      minutes: number,
    ) => ({
      id,
      assetId: DEMO_REVIEW.platinumRootId,
      frame,
      commentText: text,
      annotations,
      userId: by.id,
      userName: by.firstName ?? by.email,
      userEmail: by.email,
      userRole: role,
      createdAt: new Date(base - 2 * day + minutes * 60_000),
      updatedAt: new Date(base - 2 * day + minutes * 60_000),
    });
    await tx
      .insert(reviewComments)
      .values([
        c('5eed00000000000000000001', 48, 'The logo sits too close to the edge here.', [ANNOTATIONS.rectangle], pm, 'PM', 30),
        c(
          '5eed00000000000000000002',
          250,
          'Hold the aerial a beat longer before the cut.',
          [ANNOTATIONS.arrow, ANNOTATIONS.circle],
          qc,
          'QC',
          45,
        ),
        c('5eed00000000000000000003', 610, 'Typo in the address line.', [ANNOTATIONS.freeform], customer, 'USER', 90),
      ]);
    await tx.insert(reviewActions).values({
      assetId: DEMO_REVIEW.platinumRootId,
      actionTaken: 'DECLINED',
      lastActionBy: 'QC',
      userId: qc.id,
      createdAt: new Date(base - 2 * day + 120 * 60_000),
    });
  }
  if (bronze) {
    const folderId = await reviewFolder(tx, bronze.id);
    await tx.insert(reviewAssets).values({
      id: DEMO_REVIEW.bronzeRootId,
      projectId: bronze.id,
      folderId,
      version: 1,
      fileName: 'bronze-render.mp4',
      fileType: 'video/mp4',
      assetLink: draftKey(bronze.id, 'bronze-render.mp4'),
      createdAt: new Date(base),
      updatedAt: new Date(base),
    });
    ids.push(DEMO_REVIEW.bronzeRootId);
  }
  return ids;
}

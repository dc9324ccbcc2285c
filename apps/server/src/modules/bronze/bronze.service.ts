// The builder's chapters (part B §2.3, §4 "Bronze builder", §7): a chapter's form built from the template with the
// order's saved values over its listing's, the chapter's pictures, saving a chapter (draftBronzeSegments: the same
// rules as the form, in one transaction), the Bronze tasks, and tying an order to the project checkout makes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BRONZE_CHAPTERS,
  BRONZE_MESSAGES,
  BRONZE_PACKAGE_TYPE,
  BRONZE_PLAN,
  bronzeChapterErrors,
  checkboxKey,
  type BronzeFormValues,
  type BronzeSegmentDetailsInput,
  type DraftBronzeSegmentsInput,
} from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput } from '../../platform/errors.js';
import { assetBrokers, brokers, markAssetPending, projectTasks, transition, type ProjectRow } from '../core/index.js';
import { BRONZE_TEMPLATE, renderOf } from '../render/index.js';
import { keepOrderOnPlan } from '../sales/index.js';
import { moveCustomImages } from '../management/index.js';
import { bronzeTarget, mayChangeKey, type BronzeTarget } from './bronze.policy.js';
import { chapterImages, readableLink } from './bronze.images.js';
import { chapterItems, chapterPictures, filledItems, listingDefaults } from './bronze.form.js';
import { bronzeOrders, bronzeSegments } from './bronze.table.js';

type Deps = Pick<Services, 'db' | 'storage'>;

/** The listing's first broker, for the contact chapter's defaults. */
async function firstBroker(db: Db | Tx, assetId: string | null) {
  if (!assetId) return null;
  const [b] = await db
    .select({
      firstName: brokers.firstName,
      lastName: brokers.lastName,
      email: brokers.email,
      phone: brokers.phone,
      city: brokers.city,
      company: brokers.company,
    })
    .from(assetBrokers)
    .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
    .where(and(eq(assetBrokers.assetId, assetId)))
    .orderBy(asc(assetBrokers.position))
    .limit(1);
  return b ?? null;
}

/** The listing's values every chapter's defaults come from. */
async function defaultsOf(s: Deps, t: BronzeTarget): Promise<BronzeFormValues> {
  const broker = await firstBroker(s.db, t.asset?.id ?? null);
  const a = t.asset;
  return listingDefaults({
    name: a?.name ?? t.project?.projectName ?? null,
    address: a ? [a.address, a.city, a.state].filter(Boolean).join(', ') : null,
    details: a?.details ?? {},
    broker: broker && {
      name: `${broker.firstName} ${broker.lastName}`.trim(),
      officeAddress: [broker.company, broker.city].filter(Boolean).join(', ') || null,
      phone: broker.phone[0] ?? null,
      email: broker.email,
    },
  });
}

export async function savedChapters(s: Pick<Services, 'db'>, orderId: string) {
  return s.db.select().from(bronzeSegments).where(eq(bronzeSegments.orderId, orderId)).orderBy(asc(bronzeSegments.chapter));
}

/** Whether the order's video is in review already: a change now is a text-change order (part B §4). */
export async function isTextChangeOrder(s: Pick<Services, 'db'>, t: BronzeTarget): Promise<boolean> {
  return !!t.project && !!t.order.landedRenderId;
}

/** getBronzeVideoSegmentDetails: one chapter of the order, ready for the form. */
export async function segmentDetails(s: Deps, viewer: Viewer, input: BronzeSegmentDetailsInput) {
  const target = await bronzeTarget(s.db, viewer, input);
  const { segmentNumber } = input;
  const saved = await savedChapters(s, target.order.id);
  const own = saved.find((c) => c.chapter === segmentNumber);
  const values = { ...(await defaultsOf(s, target)), ...(own?.formData ?? {}) };
  const items = filledItems(chapterItems(BRONZE_TEMPLATE, segmentNumber), values);
  const pictures = chapterPictures(BRONZE_TEMPLATE, segmentNumber);
  const images = await chapterImages(s, target, segmentNumber);
  const link = async (row: { s3ImageLink: string } | null) =>
    row ? { s3ImageLink: row.s3ImageLink, url: await readableLink(s, row.s3ImageLink) } : null;
  const render = target.order.renderId ? await renderOf(s.db, target.order.renderId) : undefined;
  return {
    projectId: target.project?.id ?? null,
    projectNumber: target.project?.number ?? null,
    assetId: target.asset?.id ?? null,
    orderId: target.order.id,
    propertyName: target.asset?.name ?? target.project?.projectName ?? null,
    crexiUrl: target.asset?.crexiUrl ?? null,
    totalChapters: BRONZE_CHAPTERS,
    savedChapter: target.order.savedChapter,
    isTextChange: await isTextChangeOrder(s, target),
    eliteAuction: target.order.eliteAuction,
    projectStatus: target.project?.status ?? null,
    renderStatus: render?.status ?? null,
    segmentDetails: {
      segmentNumber,
      saved: !!own,
      formData: items,
      hasImage: !!pictures.image,
      hasLogo: pictures.logo,
      hasQrCode: pictures.qr,
      hasBoundary: pictures.boundary,
      image: await link(images.IMAGE),
      logo: await link(images.LOGO),
      qrCode: await link(images.QR_CODE),
      boundary: await link(images.PROPERTY_BOUNDARY),
    },
  };
}

/** Keeps only the chapter's own keys; the editor's instructions (and its checkbox) stay as they were for an editor. */
function chapterValues(
  viewer: Viewer,
  segmentNumber: number,
  sent: BronzeFormValues,
  before: BronzeFormValues | undefined,
): BronzeFormValues {
  const items = chapterItems(BRONZE_TEMPLATE, segmentNumber);
  const out: BronzeFormValues = {};
  for (const item of items) {
    const attr = item.attributeValue;
    for (const key of [attr, checkboxKey(attr), `LABEL_${attr}`]) {
      // read-only for this person (the editor's instructions for an editor) or for everyone (the e-mail): as before
      if (!mayChangeKey(viewer, item, key)) {
        if (before?.[key] !== undefined) out[key] = before[key]!;
        continue;
      }
      if (sent[key] !== undefined) out[key] = key === attr ? sent[key]!.trim() : sent[key]!;
    }
  }
  return out;
}

/** draftBronzeSegments: saves one chapter (checked by the form's own rules) and how far the order has got. */
export async function draftSegment(s: Deps, viewer: Viewer, input: DraftBronzeSegmentsInput) {
  const target = await bronzeTarget(s.db, viewer, input);
  if (input.projectUuid && target.project && input.projectUuid !== target.project.id)
    throw badInput('projectUuid is not this order’s project.', 'projectUuid');
  const saved = await savedChapters(s, target.order.id);
  const before = saved.find((c) => c.chapter === input.segmentNumber)?.formData;
  // what is not sent keeps its saved (else the listing's) value
  const base = { ...(await defaultsOf(s, target)), ...(before ?? {}) };
  const values = chapterValues(viewer, input.segmentNumber, { ...base, ...input.formData }, base);
  const items = chapterItems(BRONZE_TEMPLATE, input.segmentNumber);
  const errors = bronzeChapterErrors(items, values);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw badInput(message, field);
  const textChange = await isTextChangeOrder(s, target);
  const savedChapter = Math.max(target.order.savedChapter, input.segmentNumber);
  await s.db.transaction(async (tx) => {
    const changed =
      !textChange ||
      JSON.stringify(before ?? {}) !== JSON.stringify(values) ||
      (saved.find((c) => c.chapter === input.segmentNumber)?.changed ?? true);
    await tx
      .insert(bronzeSegments)
      .values({ orderId: target.order.id, chapter: input.segmentNumber, formData: values, changed, updatedBy: viewer.id })
      .onConflictDoUpdate({
        target: [bronzeSegments.orderId, bronzeSegments.chapter],
        set: { formData: values, changed, updatedBy: viewer.id, updatedAt: new Date() },
      });
    await tx
      .update(bronzeOrders)
      .set({ savedChapter, eliteAuction: input.eliteAuction ?? target.order.eliteAuction, updatedAt: new Date() })
      .where(eq(bronzeOrders.id, target.order.id));
    if (!target.project && target.asset) await keepPending(tx, viewer, target, input.eliteAuction ?? target.order.eliteAuction);
  });
  return { message: 'Chapter saved.', segmentNumber: input.segmentNumber, savedChapter, projectId: target.project?.id ?? null };
}

/**
 * Before checkout the order is a pending Bronze order of the sales search: the listing's order is on the Bronze plan,
 * owned by the customer building it, and the listing is on its owner's pending list.
 */
async function keepPending(tx: Tx, viewer: Viewer, target: BronzeTarget, eliteAuction: string | null) {
  const owner = target.order.ownerId ?? viewer.id;
  await keepOrderOnPlan(tx, { assetId: target.asset!.id, plan: BRONZE_PLAN, ownerId: owner, updatedBy: viewer.id, eliteAuction });
  if (!target.order.ownerId) await tx.update(bronzeOrders).set({ ownerId: owner }).where(eq(bronzeOrders.id, target.order.id));
  await markAssetPending(tx, target.asset!.id, owner);
}

/** startBronzeTasks: the editor starts the Bronze project (its chapter tasks in process, the project in production). */
export async function startTasks(s: Services, viewer: Viewer, raw: { projectId: string }) {
  const target = await bronzeTarget(s.db, viewer, { projectId: raw.projectId });
  const project = target.project!;
  const tasks = await s.db
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, project.id), inArray(projectTasks.task, ['Chapters Submitted'])));
  await s.db.transaction(async (tx) => {
    for (const task of tasks) if (task.crexiTaskStatus === 'Not Started') await s.tracker.setStatus(tx, task, 'In Process', viewer.id);
    // NOT STARTED → IN PRODUCTION; a project already started stays as it is (core's lifecycle)
    await transition(tx, project.id, 'bronzeStarted', viewer);
  });
  return { message: BRONZE_MESSAGES.tasksStarted, projectId: project.id };
}

/**
 * Checkout of a Bronze listing (createProject's hook, inside its transaction): the builder's order becomes the
 * project's, its pictures move to the project's uuid, and a listing whose six chapters are not all saved is refused.
 */
export async function bronzeProjectCreated(tx: Tx, project: ProjectRow) {
  if (project.plan !== BRONZE_PLAN || !project.assetId) return;
  const [order] = await tx.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, project.assetId));
  if (!order) return;
  if (order.savedChapter < BRONZE_CHAPTERS) {
    const have = new Set(
      (await tx.select({ c: bronzeSegments.chapter }).from(bronzeSegments).where(eq(bronzeSegments.orderId, order.id))).map((r) => r.c),
    );
    const missing = Array.from({ length: BRONZE_CHAPTERS }, (_, i) => i + 1).filter((c) => !have.has(c));
    if (missing.length) throw badInput(BRONZE_MESSAGES.chaptersMissing(missing), 'assetId');
  }
  await tx.update(bronzeOrders).set({ projectId: project.id, updatedAt: new Date() }).where(eq(bronzeOrders.id, order.id));
  await moveCustomImages(tx, BRONZE_PACKAGE_TYPE, project.assetId, project.id);
  // the project is NOT STARTED, as createProject made it (core's lifecycle, ORDERED)
}

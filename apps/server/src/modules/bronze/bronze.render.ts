// The editor's render and the text-change re-render (part B §4 "Bronze builder", part A §4): the order's six saved
// chapters become a render of the Bronze template; its progress is published as bronzeVideoStatus, a failure shows
// 'Video Rendering Failed', and the finished video lands in the project's review folder as the next version. A text
// change re-renders only what changed (the engine's clip cache keeps the other chapters).
import { and, eq } from 'drizzle-orm';
import { BRONZE_BOUNDARY_CHAPTERS, BRONZE_CHAPTERS, BRONZE_MESSAGES, BRONZE_PACKAGE_TYPE } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { onEvent } from '../../platform/jobs.js';
import { badInput, forbidden } from '../../platform/errors.js';
import { projectTasks, projects, type ProjectRow } from '../core/index.js';
import { BRONZE_TEMPLATE, boundarySlotOf, renderEnded, renderOf, requestRender, type RenderRow } from '../render/index.js';
import { galleryKeysOf } from '../sales/index.js';
import { customImagesOf, reportBronzeRender } from '../management/index.js';
import { addRenderedVersion } from '../review/index.js';
import { bronzeTarget, mayRender, type BronzeTarget } from './bronze.policy.js';
import { imageOwnerOf } from './bronze.images.js';
import { isTextChangeOrder, savedChapters } from './bronze.service.js';
import { renderValues } from './bronze.form.js';
import { bronzeOrders, bronzeSegments, type BronzeOrderRow } from './bronze.table.js';

type Deps = Pick<Services, 'db' | 'jobs' | 'live' | 'tracker'>;
const stored = (link: string | null | undefined): link is string => !!link && !/^data:/i.test(link);

/**
 * The pictures the render draws, by slot: each chapter's chosen image (else the listing's gallery), logo, QR, and each
 * boundary chapter's own boundary picture (none: no inset on that chapter).
 */
export async function orderPictures(
  s: Pick<Services, 'db'>,
  target: BronzeTarget,
  opts: { dataUrls?: boolean } = {},
): Promise<Record<string, string>> {
  // the render job reads stored keys; the preview also draws the seed's inline (data URL) pictures
  const usable = (link: string | null | undefined): link is string => !!link && (opts.dataUrls || stored(link));
  const images = await customImagesOf(s.db, { uuid: imageOwnerOf(target), packageType: BRONZE_PACKAGE_TYPE });
  const gallery = target.asset ? (await galleryKeysOf(s.db, target.asset.id)).filter(stored) : [];
  const latest = (kind: string, chapter?: number) =>
    images.find((i) => i.fileType.toUpperCase() === kind && (!chapter || i.chapter === `Chapter_${chapter}`) && usable(i.s3ImageLink))
      ?.s3ImageLink;
  const out: Record<string, string> = {};
  for (let n = 1; n <= BRONZE_CHAPTERS; n++) {
    const chosen = latest('IMAGE', n) ?? (gallery.length ? gallery[(n - 1) % gallery.length] : undefined);
    if (chosen) out[`IMAGE_${n}`] = chosen;
  }
  const logo = latest('LOGO');
  const qr = latest('QR_CODE');
  if (logo) out.BROKER_COMPANY_LOGO_URL = logo;
  if (qr) out.QR_CODE = qr;
  else if (target.asset?.crexiUrl) out.QR_CODE = target.asset.crexiUrl;
  for (const n of BRONZE_BOUNDARY_CHAPTERS) {
    const boundary = latest('PROPERTY_BOUNDARY', n);
    if (boundary) out[boundarySlotOf(n)] = boundary;
  }
  return out;
}

/** The engine's form of the whole order: the Bronze template's slots filled from the values. */
export function bronzeForm(values: Record<string, string>) {
  return BRONZE_TEMPLATE.chapters.map((c) =>
    c.slots.map((slot) => ({ label: slot.label, attributeValue: slot.attributeValue, value: values[slot.attributeValue] ?? '' })),
  );
}

async function setRenderingTask(s: Deps, project: ProjectRow, status: string, userId: string) {
  const [task] = await s.db
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, project.id), eq(projectTasks.task, 'Rendering')));
  if (task && task.crexiTaskStatus !== status) await s.db.transaction((tx) => s.tracker.setStatus(tx, task, status, userId));
}

/** bronzeVideoRender: renders the order's saved chapters; returns when the render was asked for. */
export async function renderBronze(s: Services, viewer: Viewer, raw: { projectId: string }) {
  const target = await bronzeTarget(s.db, viewer, { projectId: raw.projectId });
  const project = target.project!;
  const textChange = await isTextChangeOrder(s, target);
  if (!mayRender(viewer, textChange)) throw forbidden(BRONZE_MESSAGES.renderNotYours);
  const saved = await savedChapters(s, target.order.id);
  const missing = Array.from({ length: BRONZE_CHAPTERS }, (_, i) => i + 1).filter((n) => !saved.some((c) => c.chapter === n));
  if (missing.length) throw badInput(BRONZE_MESSAGES.chaptersMissing(missing), 'projectId');
  if (target.order.renderId && (await renderOf(s.db, target.order.renderId))?.status === 'inprogress')
    throw badInput(BRONZE_MESSAGES.renderRunning, 'projectId');
  const values = renderValues(
    saved.map((c) => c.formData),
    await orderPictures(s, target),
  );
  const startedAt = new Date();
  // the render, its job and the order's record of it commit together: its end (renderEnded) always finds the order
  const render = await s.db.transaction(async (tx) => {
    const row = await requestRender(
      s,
      { videoId: project.id, templateId: BRONZE_TEMPLATE.templateId, formData: bronzeForm(values), createdBy: viewer.id },
      tx,
    );
    await tx
      .update(bronzeOrders)
      .set({ renderId: row.id, renderStartedAt: startedAt, updatedAt: startedAt })
      .where(eq(bronzeOrders.id, target.order.id));
    await tx.update(bronzeSegments).set({ changed: false }).where(eq(bronzeSegments.orderId, target.order.id));
    return row;
  });
  await setRenderingTask(s, project, textChange ? 'Under Text Changes' : 'Rendering', viewer.id);
  await reportBronzeRender(s, project.id, { type: 'renderStarted' }, viewer);
  return {
    message: BRONZE_MESSAGES.rendering,
    projectId: project.id,
    renderId: render.id,
    renderStartedAt: startedAt,
    isTextChange: textChange,
  };
}

/**
 * The end of an order's render (renderEnded): a complete one lands in review, a failed one leaves the project FAILED
 * with the error, shown as 'Video Rendering Failed'. A render that is no longer its order's latest is left alone.
 */
export const bronzeRenderEnded = onEvent(renderEnded, {
  name: 'bronze.renderEnded',
  retryLimit: 5,
  // a killed worker's attempt runs again as soon as a render's would
  expireInSeconds: (config) => config.render.expireSeconds,
  handler: async (event, s: Services) => {
    const [order] = await s.db.select().from(bronzeOrders).where(eq(bronzeOrders.renderId, event.renderId));
    if (order) await settle(s, order);
  },
});

/** Settles the order's render once it has ended; safe to run again (a retried job) until it has landed. */
export async function settle(s: Deps & Pick<Services, 'log'>, order: BronzeOrderRow) {
  if (!order.renderId || !order.projectId || order.landedRenderId === order.renderId) return;
  const render = await renderOf(s.db, order.renderId);
  if (!render || render.status === 'inprogress') return;
  const [project] = await s.db.select().from(projects).where(eq(projects.id, order.projectId));
  if (!project) return;
  if (render.status === 'failed') {
    if (project.status === 'FAILED' && project.renderError === render.error) return;
    await reportBronzeRender(s, project.id, { type: 'renderFailed', error: render.error ?? 'Render failed' }, 'system');
    return;
  }
  await land(s, order, project, render);
}

/**
 * The finished video enters review: the version (added once per video key), the tasks, the project COMPLETED, and
 * last the order's mark that it landed, so a run stopped half-way does the rest when it runs again.
 */
async function land(s: Deps, order: BronzeOrderRow, project: ProjectRow, render: RenderRow) {
  await addRenderedVersion(s, {
    projectId: project.id,
    fileName: `bronze-render-v${render.version}.mp4`,
    key: render.videoKey!,
    uploadedBy: render.createdBy,
  });
  const textChange = !!order.landedRenderId;
  const actor = render.createdBy ?? project.customerId;
  if (actor) {
    await setRenderingTask(s, project, textChange ? 'Changes Rendered' : 'Complete', actor);
    const [review] = await s.db
      .select()
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, project.id), eq(projectTasks.task, 'User Review')));
    if (review && review.crexiTaskStatus !== 'Awaiting Client Approval')
      await s.db.transaction((tx) => s.tracker.setStatus(tx, review, 'Awaiting Client Approval', actor));
  }
  await reportBronzeRender(s, project.id, { type: 'renderCompleted' }, 'system');
  await s.db
    .update(bronzeOrders)
    .set({ landedRenderId: render.id, updatedAt: new Date() })
    .where(and(eq(bronzeOrders.id, order.id), eq(bronzeOrders.renderId, render.id)));
}

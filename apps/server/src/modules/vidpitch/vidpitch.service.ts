// VidPitch's rules (part B §2.1, §4, §5, §6, §7 "Public pages and registration"; docs/adr/0021-vidpitch.md): the
// public video reads, watch time, the modify flow's re-render, the assets listing, registration and the download
// (the purchase is payments.service.ts).
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type GetVideoSegmentInput,
  listVideosSchema,
  registerBrokerSchema,
  renderEditedSchema,
  ROLES,
  uuidArgSchema,
  VIDPITCH_MESSAGES as M,
  videoDataSchema,
  watchTimeSchema,
} from '@vms/shared';
import type { Services } from '../../services.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/password.js';
import { assets, brokers, createAccount, users } from '../core/index.js';
import { formFor, latestRender, RENDER_MESSAGES, renderOf, rendersOf, TEMPLATES, type RenderRow } from '../render/index.js';
import { valuesOf } from '../../platform/render/engine.js';
import {
  assetAddressOf,
  createDraft,
  draftGifKeyOf,
  draftJob,
  draftPosterKeyOf,
  hashToken,
  knownTemplate,
  listingOf,
  officeAddressOf,
  listingChanged,
  renderVersion,
  sendDraftEmail,
} from './draft/vidpitch.draft.js';
import { vidpitchVideos, type VidpitchVideoRow } from './vidpitch.table.js';
import { checkImageValues } from './images/vidpitch.images.js';
import { claimRender } from './draft/vidpitch.render-limits.js';

type Deps = Pick<Services, 'db' | 'jobs' | 'storage' | 'live' | 'config' | 'log'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The video of a public uuid; anything that is not one is simply not found (never a database error). */
export async function videoByUuid(db: Db | Tx, uuid: string): Promise<VidpitchVideoRow> {
  if (!UUID.test(uuid)) throw notFound(M.noVideo);
  const [video] = await db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, uuid));
  if (!video) throw notFound(M.noVideo);
  return video;
}

/** The video's current version's render, if it has one. */
async function currentRender(db: Db, video: VidpitchVideoRow): Promise<RenderRow | null> {
  return (video.renderId && (await renderOf(db, video.renderId))) || null;
}

/** pipelineStatus: a version rendering, or rendered but its watermarked draft not made yet, is inprogress. */
export function pipelineStatusOf(video: VidpitchVideoRow, render: RenderRow | null): 'inprogress' | 'complete' | 'failed' {
  if (!render) return 'inprogress';
  if (render.status === 'failed') return 'failed';
  if (render.status !== 'complete') return 'inprogress';
  if (video.purchasedAt) return 'complete';
  return video.draftRenderId === render.id && video.draftKey ? 'complete' : 'inprogress';
}

/** The file a page may play: the bought video once purchased, the watermarked draft before. */
async function playableUrl(deps: Pick<Services, 'storage'>, video: VidpitchVideoRow, render: RenderRow | null): Promise<string | null> {
  if (!render || render.status !== 'complete') return null;
  if (video.purchasedAt) return render.videoKey ? deps.storage.readUrl(render.videoKey) : null;
  return video.draftKey && video.draftRenderId === render.id ? deps.storage.readUrl(video.draftKey) : null;
}

/** The poster of the file a page plays: the render's own once bought; the watermarked draft's before (if it has one). */
async function posterUrl(deps: Pick<Services, 'storage'>, video: VidpitchVideoRow, render: RenderRow | null): Promise<string | null> {
  if (!render || pipelineStatusOf(video, render) !== 'complete') return null;
  if (video.purchasedAt) return render.posterKey ? deps.storage.readUrl(render.posterKey) : null;
  const key = draftPosterKeyOf(video.id, render.id);
  return (await deps.storage.driver.head(key)) ? deps.storage.readUrl(key) : null;
}

/**
 * The listing's GIF preview: the render's own (of the delivery file) once bought; before, the GIF made from the
 * watermarked draft, or none (a draft made before draft GIFs existed has none until it is rendered again).
 */
async function previewGifUrl(deps: Pick<Services, 'storage'>, video: VidpitchVideoRow, render: RenderRow | null): Promise<string | null> {
  if (!render || pipelineStatusOf(video, render) !== 'complete') return null;
  if (video.purchasedAt) return render.gifKey ? deps.storage.readUrl(render.gifKey) : null;
  const key = draftGifKeyOf(video.id, render.id);
  return (await deps.storage.driver.head(key)) ? deps.storage.readUrl(key) : null;
}

/** getVideoData(input: email, uuid, videoViewed): videoDetails and brokerDetails of the public draft page. */
export async function getVideoData(deps: Deps, viewer: Viewer | null, input: z.infer<typeof videoDataSchema>) {
  const video = await videoByUuid(deps.db, input.uuid);
  const render = await currentRender(deps.db, video);
  const { asset, broker } = await listingOf(deps.db, video.assetId);
  if (input.videoViewed && !isStaff(viewer))
    await deps.db.update(vidpitchVideos).set({ watchedAt: new Date() }).where(eq(vidpitchVideos.id, video.id));
  return {
    videoDetails: {
      s3Link: await playableUrl(deps, video, render),
      posterLink: await posterUrl(deps, video, render),
      videoId: video.id,
      modifiedDate: video.modifiedAt.toISOString(),
      assetCrexiId: asset.assetCrexiId,
      pipelineStatus: pipelineStatusOf(video, render),
      isVideoPurchased: !!video.purchasedAt,
      s3LinkRenderId: render?.id ?? null,
      // the public page reads the same words for every failure (a render's own error may name a picture); staff the cause
      error: render?.status === 'failed' ? (isStaff(viewer) ? render.error : RENDER_MESSAGES.failed) : null,
    },
    brokerDetails: {
      assetName: asset.name,
      assetAddress: assetAddressOf(asset),
      brokerName: broker ? `${broker.firstName} ${broker.lastName}` : '',
      brokerEmail: video.brokerEmail,
      brokerOfficeFullAddress: officeAddressOf(broker),
      photoUrl: broker?.photoUrl ?? null,
      licenses: licensesOf(asset.details, broker?.company ?? null),
      assetImageUrls: asset.thumbnailUrl && /^https?:/i.test(asset.thumbnailUrl) ? [asset.thumbnailUrl] : [],
    },
  };
}

/** The broker's licences as the feed gives them (details.brokerLicenses), else none. */
function licensesOf(details: unknown, _company: string | null): string[] {
  const l = (details as { brokerLicenses?: unknown } | null)?.brokerLicenses;
  return Array.isArray(l) ? l.filter((x): x is string => typeof x === 'string').slice(0, 10) : [];
}

const isStaff = (viewer: Viewer | null) => viewer?.role === ROLES.VIDPITCH_ADMIN || viewer?.role === ROLES.ADMIN;

/** getPurchasedVideoStatus(uuid): id, isVideoPurchased, assetCrexiId, s3Link (the bought file only). */
export async function getPurchasedVideoStatus(deps: Deps, { uuid }: z.infer<typeof uuidArgSchema>) {
  const video = await videoByUuid(deps.db, uuid);
  const [asset] = await deps.db.select({ assetCrexiId: assets.assetCrexiId }).from(assets).where(eq(assets.id, video.assetId));
  const render = await currentRender(deps.db, video);
  return {
    id: video.id,
    isVideoPurchased: !!video.purchasedAt,
    assetCrexiId: asset?.assetCrexiId ?? null,
    s3Link: video.purchasedAt && render?.videoKey ? await deps.storage.readUrl(render.videoKey) : null,
  };
}

/** updateVideoWatchTime: the longest time watched; never counted for an admin (part B §6). */
export async function updateVideoWatchTime(deps: Deps, viewer: Viewer | null, input: z.infer<typeof watchTimeSchema>) {
  const video = await videoByUuid(deps.db, input.uuid);
  if (isStaff(viewer)) return { message: 'Not counted for an admin.' };
  const longer = !video.watchTime || input.watchTime.padStart(9, '0') > video.watchTime.padStart(9, '0');
  await deps.db
    .update(vidpitchVideos)
    .set({
      ...(longer ? { watchTime: input.watchTime } : {}),
      watchedAt: new Date(),
      ...(input.isModifyVideoRequested ? { modifyRequestedAt: new Date() } : {}),
    })
    .where(eq(vidpitchVideos.id, video.id));
  return { message: 'Watch time saved.' };
}

/**
 * renderEditedVideoTemplate(videoId, templateId, formData, isEdited): a new version of the video. Without edits the
 * chosen template takes the stored values; with edits the sent values of editable fields replace them (never the
 * broker's e-mail, and a field shown in two chapters, as the logo, takes the chapter where it is editable). Pictures
 * are checked by checkImageValues, slot by slot of the chosen template: never an outside URL or another video's file.
 * Only the broker's templates are offered (knownTemplate), never a builder's.
 */
export async function renderEditedVideoTemplate(deps: Deps, viewer: Viewer | null, input: z.infer<typeof renderEditedSchema>, ip: string) {
  const video = await videoByUuid(deps.db, input.videoId);
  if (video.purchasedAt) throw badInput(M.cannotModify);
  const render = await currentRender(deps.db, video);
  if (pipelineStatusOf(video, render) === 'inprogress') throw badInput(M.renderUnderProgress);
  const template = knownTemplate(input.templateId);
  const latest = await latestRender(deps.db, video.id);
  const stored = new Map((latest?.formData ?? []).flat().map((i) => [i.attributeValue, i.value]));
  const sent = new Map<string, string>();
  if (input.isEdited) {
    template.chapters.forEach((c, n) => {
      for (const s of c.slots.filter((x) => x.editable)) {
        const item = input.formData?.[n]?.find((i) => i.attributeValue === s.attributeValue);
        if (item) sent.set(s.attributeValue, item.value);
      }
    });
  }
  await checkImageValues(deps, video, template, stored, sent);
  const formData = template.chapters.map((c) =>
    c.slots.map((s) => ({
      label: s.label,
      attributeValue: s.attributeValue,
      value: sent.get(s.attributeValue) ?? stored.get(s.attributeValue) ?? '',
    })),
  );
  const release = await claimRender(deps.db, video, ip);
  try {
    const row = await renderVersion(deps, video, { templateId: template.templateId, formData, createdBy: viewer?.id ?? null });
    return { uuid: row.id };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * getVideoSegment(templateId, segmentNumber, videoId): one chapter of a modify-flow template for a VidPitch video (its
 * public uuid): its start in seconds and its form, filled from the video's latest version (none yet: an empty form).
 * Any other id (a Bronze project's render, which its review link hands out) or a builder's template is not found.
 */
export async function getVideoSegment(deps: Pick<Services, 'db'>, input: GetVideoSegmentInput) {
  const video = await videoByUuid(deps.db, input.videoId);
  const t = knownTemplate(input.templateId);
  const chapter = t.chapters[input.segmentNumber - 1];
  if (!chapter) throw notFound(RENDER_MESSAGES.noChapters);
  const latest = await latestRender(deps.db, video.id);
  const form = formFor(t, latest ? valuesOf(latest.formData) : {});
  return { segmentTime: chapter.start, formData: form[input.segmentNumber - 1]! };
}

/** The template a video's current version uses (the modify flow preselects it). */
export async function currentTemplateId(db: Db, videoId: string) {
  const latest = await latestRender(db, videoId);
  return latest && TEMPLATES.some((t) => t.templateId === latest.templateId) ? latest.templateId : null;
}

// ---- the assets listing

const slashToDate = (s: string) => new Date(`${s.replaceAll('/', '-')}T00:00:00Z`);

function listingWhere(
  viewer: Viewer,
  filter: { search?: string | null; startDate?: string | null; endDate?: string | null },
): SQL | undefined {
  const parts: SQL[] = [];
  // a broker sees only their own videos (part B §6), decided here, never by the page
  if (viewer.role === ROLES.BROKER) parts.push(eq(vidpitchVideos.brokerUserId, viewer.id));
  else if (viewer.role !== ROLES.VIDPITCH_ADMIN) throw forbidden();
  const term = filter.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(assets.name, like),
        ilike(assets.address, like),
        ilike(assets.city, like),
        ilike(vidpitchVideos.brokerEmail, like),
        sql`(${brokers.firstName} || ' ' || ${brokers.lastName}) ilike ${like}`,
      )!,
    );
  }
  if (filter.startDate && filter.endDate) {
    parts.push(gte(vidpitchVideos.modifiedAt, slashToDate(filter.startDate)));
    parts.push(lt(vidpitchVideos.modifiedAt, new Date(slashToDate(filter.endDate).getTime() + 86_400_000)));
  }
  return parts.length ? and(...parts) : undefined;
}

const listingColumns = {
  video: vidpitchVideos,
  assetName: assets.name,
  address: assets.address,
  city: assets.city,
  state: assets.state,
  zip: assets.zip,
  assetCrexiId: assets.assetCrexiId,
  brokerFirst: brokers.firstName,
  brokerLast: brokers.lastName,
};

function listingQuery(db: Db, where: SQL | undefined) {
  return db
    .select(listingColumns)
    .from(vidpitchVideos)
    .innerJoin(assets, eq(assets.id, vidpitchVideos.assetId))
    .leftJoin(brokers, eq(brokers.id, vidpitchVideos.brokerId))
    .where(where)
    .orderBy(desc(vidpitchVideos.modifiedAt), desc(vidpitchVideos.id));
}

/** A page of the listing, each row with its video's current render (one query for the page's renders). */
async function listingRows(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  const rows = await listingQuery(db, where).limit(page.limit).offset(page.offset);
  const byId = new Map(
    (
      await rendersOf(
        db,
        rows.flatMap((r) => r.video.renderId ?? []),
      )
    ).map((r) => [r.id, r]),
  );
  return rows.map((r) => ({ ...r, render: (r.video.renderId && byId.get(r.video.renderId)) || null }));
}

type ListingRow = Awaited<ReturnType<typeof listingRows>>[number];

async function rowView(deps: Pick<Services, 'storage'>, r: ListingRow) {
  const status = pipelineStatusOf(r.video, r.render);
  return {
    uuid: r.video.id,
    assetname: r.assetName,
    brokername: [r.brokerFirst, r.brokerLast].filter(Boolean).join(' ') || r.video.brokerEmail,
    assetaddress: assetAddressOf(r),
    s3_link: await playableUrl(deps, r.video, r.render),
    s3_link_gif: await previewGifUrl(deps, r.video, r.render),
    status: r.video.purchasedAt ? 'Purchased' : r.video.emailSentAt ? 'Email Sent' : 'Draft',
    created_at: r.video.modifiedAt.toISOString(),
    video_data_status: status,
    video_id: r.video.id,
    asset_crexi_id: r.assetCrexiId,
    watch_time: r.video.watchTime,
  };
}
export type ListingView = Awaited<ReturnType<typeof rowView>>;

/** listVideos(limit 10, offset, search, startDate, endDate as YYYY/MM/DD): videoDetails and totalCount. */
export async function listVideos(deps: Deps, viewer: Viewer, input: z.infer<typeof listVideosSchema>) {
  const where = listingWhere(viewer, input);
  const [rows, [total]] = await Promise.all([
    listingRows(deps.db, where, input),
    deps.db
      .select({ n: count() })
      .from(vidpitchVideos)
      .innerJoin(assets, eq(assets.id, vidpitchVideos.assetId))
      .leftJoin(brokers, eq(brokers.id, vidpitchVideos.brokerId))
      .where(where),
  ]);
  return { videoDetails: await Promise.all(rows.map((r) => rowView(deps, r))), totalCount: total?.n ?? 0 };
}

/** The export's rows in batches (the REST handler streams them into the xlsx). */
export async function* listingBatches(
  deps: Deps,
  viewer: Viewer,
  filter: { search?: string | null; startDate?: string | null; endDate?: string | null },
) {
  const where = listingWhere(viewer, filter);
  for (let offset = 0; ; offset += 500) {
    const rows = await listingRows(deps.db, where, { limit: 500, offset });
    if (!rows.length) return;
    yield rows.map((r) => ({
      property: r.assetName,
      broker: [r.brokerFirst, r.brokerLast].filter(Boolean).join(' '),
      brokerEmail: r.video.brokerEmail,
      address: assetAddressOf(r),
      url: `${deps.config.origins.brandUrl}/${r.video.id}/video-draft`,
      status: r.video.purchasedAt ? 'Purchased' : r.video.emailSentAt ? 'Email Sent' : 'Draft',
      pipelineStatus: pipelineStatusOf(r.video, r.render),
      watchTime: r.video.watchTime ?? '',
      modifiedDate: r.video.modifiedAt,
      purchasedAt: r.video.purchasedAt,
    }));
    if (rows.length < 500) return;
  }
}

/** listUpdatedVideos: an event per change; a broker hears only their own videos. */
export async function* listingEvents(deps: Pick<Services, 'live'>, viewer: Viewer) {
  for await (const e of deps.live.subscribe('vidpitchVideosUpdated', 'all')) {
    if (viewer.role === ROLES.BROKER && e.brokerUserId !== viewer.id) continue;
    yield { videoId: e.videoId };
  }
}

// ---- the ACTION column (VIDPITCH_ADMIN)

export async function resendVideoEmail(deps: Deps, { uuid }: z.infer<typeof uuidArgSchema>) {
  const video = await videoByUuid(deps.db, uuid);
  if (video.purchasedAt) throw badInput(M.alreadyPurchased);
  await sendDraftEmail(deps, video);
  await listingChanged(deps.db, video);
  return { message: M.emailResent };
}

export async function rerenderVideo(deps: Deps, viewer: Viewer, { uuid }: z.infer<typeof uuidArgSchema>) {
  const video = await videoByUuid(deps.db, uuid);
  const render = await currentRender(deps.db, video);
  if (pipelineStatusOf(video, render) === 'inprogress' && render?.status === 'inprogress') throw badInput(M.renderUnderProgress);
  const latest = await latestRender(deps.db, video.id);
  if (!latest) {
    // never rendered (a demo video standing for a render in progress): its first version from the listing
    await deps.jobs.send(draftJob, { videoId: video.id }, { id: video.id });
    return { message: M.renderQueued };
  }
  await renderVersion(deps, video, { templateId: latest.templateId, formData: latest.formData, createdBy: viewer.id });
  return { message: M.renderQueued };
}

export async function createDraftVideo(deps: Deps, raw: { assetCrexiId: string }) {
  const [asset] = await deps.db
    .select({ id: assets.id })
    .from(assets)
    .where(eq(assets.assetCrexiId, String(raw.assetCrexiId).slice(0, 64)));
  if (!asset) throw notFound(M.noAssetVideo);
  const video = await createDraft(deps, asset.id);
  return { uuid: video.id };
}

// ---- registration

/** verify-user?link_id: error, isAlreadyRegistered, linkExpired, email. */
export async function verifyUser(db: Db, uuid: string, token: string | undefined) {
  const [video] = await db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, uuid));
  if (!video) return { error: M.noVideo, isAlreadyRegistered: false, linkExpired: false, email: null };
  if (video.brokerUserId) return { error: null, isAlreadyRegistered: true, linkExpired: false, email: video.brokerEmail };
  return { error: null, isAlreadyRegistered: false, linkExpired: !tokenValid(video, token), email: video.brokerEmail };
}

function tokenValid(video: VidpitchVideoRow, token: string | undefined) {
  return (
    !!token &&
    !!video.registrationTokenHash &&
    video.registrationTokenHash === hashToken(token) &&
    !video.registrationUsedAt &&
    !!video.registrationExpiresAt &&
    video.registrationExpiresAt.getTime() > Date.now()
  );
}

/** registerBroker(firstName, lastName, email, password, uuid) with the link's token: the broker's account. */
export async function registerBroker(deps: Deps, input: z.infer<typeof registerBrokerSchema>) {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [v] = await tx.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, input.uuid)).for('update');
    if (!v) throw notFound(M.noVideo);
    if (v.brokerUserId) throw badInput('This broker is already registered. Please log in.');
    if (!tokenValid(v, input.token)) throw badInput(M.registrationExpired);
    if (email !== v.brokerEmail) throw badInput('Enter valid email address', 'email');
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw badInput('This e-mail address is already registered. Please log in.', 'email');
    const user = await createAccount(tx, { email, role: ROLES.BROKER, firstName: input.firstName, lastName: input.lastName, passwordHash });
    // every video of this broker becomes theirs, and this link is used
    await tx.update(vidpitchVideos).set({ brokerUserId: user!.id }).where(eq(vidpitchVideos.brokerEmail, email));
    await tx.update(vidpitchVideos).set({ registrationUsedAt: new Date() }).where(eq(vidpitchVideos.id, v.id));
    await listingChanged(tx, { ...v, brokerUserId: user!.id });
  });
  return { message: M.registered };
}

/** download-video?link_id: the bought file (403 before the purchase). */
export async function downloadVideo(deps: Deps, uuid: string) {
  const video = await videoByUuid(deps.db, uuid);
  if (!video.purchasedAt) throw forbidden('This video has not been purchased yet.');
  const render = await currentRender(deps.db, video);
  if (!render?.videoKey) throw notFound(M.noVideo);
  const [asset] = await deps.db.select({ name: assets.name }).from(assets).where(eq(assets.id, video.assetId));
  const name = `${(asset?.name ?? 'video').replace(/[^\w -]+/g, '').trim() || 'video'}.mp4`;
  return {
    s3Link: await deps.storage.readUrl(render.videoKey, name),
    playLink: await deps.storage.readUrl(render.videoKey),
    unbrandedLink: render.unbrandedKey ? await deps.storage.readUrl(render.unbrandedKey, name.replace(/\.mp4$/, ' - unbranded.mp4')) : null,
    verticalLink: render.verticalKey ? await deps.storage.readUrl(render.verticalKey, name.replace(/\.mp4$/, ' - 9x16.mp4')) : null,
    squareLink: render.squareKey ? await deps.storage.readUrl(render.squareKey, name.replace(/\.mp4$/, ' - 1x1.mp4')) : null,
    /** The cuts' state (render.cuts.ts): null when never asked, inprogress, complete or failed. */
    cutsStatus: render.cutsStatus,
  };
}

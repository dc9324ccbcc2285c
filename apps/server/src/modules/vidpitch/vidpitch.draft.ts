// Where draft videos come from (issue 13): a video for a listing's lead broker, the default template filled from the
// listing, the broker and the gallery, rendered by the render domain (the draft job asks for it); then, when the render
// ends (renderEnded), the watermarked draft copy and the e-mail with the draft link and (for a broker without an
// account) the signed single-use registration link.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { REGISTRATION_LINK_DAYS, ROLES } from '@vms/shared';
import type { Services } from '../../services.js';
import type { Db, Tx } from '../../db/client.js';
import { defineJob, onEvent } from '../../platform/jobs.js';
import { emit } from '../../platform/outbox/outbox.js';
import { mailJob } from '../../platform/mail.job.js';
import { notFound } from '../../platform/errors.js';
import { assetBrokers, assets, brokers, users } from '../core/index.js';
import {
  DEMO_IMAGE_DIR,
  DEMO_IMAGES,
  defaultTemplate,
  RENDER_MESSAGES,
  renderEnded,
  renderOf,
  requestRender,
  TEMPLATES,
  type RenderRow,
} from '../render/index.js';
import { galleryKeysOf } from '../sales/index.js';
import { vidpitchVideos, type VidpitchVideoRow } from './vidpitch.table.js';
import { videoSize, watermarkedGif, watermarkedPoster, watermarkLayer, watermarkVideo } from './vidpitch.watermark.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const draftKeyOf = (videoId: string, renderId: string) => `vidpitch/${videoId}/${renderId}/draft.mp4`;
/** The listing's GIF preview of the draft: made from the watermarked copy, beside it. */
export const draftGifKeyOf = (videoId: string, renderId: string) => `vidpitch/${videoId}/${renderId}/draft.gif`;
/** The draft's poster (its watermarked frame), made with its GIF. */
export const draftPosterKeyOf = (videoId: string, renderId: string) => `vidpitch/${videoId}/${renderId}/draft.jpg`;
const DEMO_IMAGES_PREFIX = 'vidpitch/demo-images/';

type Deps = Pick<Services, 'db' | 'jobs' | 'storage' | 'live' | 'config' | 'log'>;

/** The listing and its lead broker (lowest position), as the draft and the broker card read them. */
export async function listingOf(db: Db | Tx, assetId: string) {
  const [asset] = await db.select().from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound('Requested asset video does not exist.');
  const [lead] = await db
    .select({ broker: brokers })
    .from(assetBrokers)
    .innerJoin(brokers, eq(brokers.id, assetBrokers.brokerId))
    .where(eq(assetBrokers.assetId, assetId))
    .orderBy(asc(assetBrokers.position))
    .limit(1);
  return { asset, broker: lead?.broker ?? null };
}

export const assetAddressOf = (a: { address: string | null; city: string | null; state: string | null; zip: string | null }) =>
  [a.address, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The broker's office line: company and city (the feed carries no street address for offices). */
export const officeAddressOf = (b: { company: string | null; city: string | null } | null) =>
  [b?.company, b?.city].filter(Boolean).join(', ');

/** 805-555-0142 from whatever the feed holds, or '' (the §5 phone rule then asks the broker for it). */
export function phoneOf(raw: string | undefined): string {
  const d = (raw ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : '';
}

/** Storage keys of the listing's processed gallery images, or the demo photos (copied to storage once) without one. */
export async function listingImageKeys(deps: Pick<Services, 'db' | 'storage'>, assetId: string): Promise<string[]> {
  const gallery = await galleryKeysOf(deps.db, assetId);
  if (gallery.length) return gallery;
  const keys: string[] = [];
  for (const file of [...DEMO_IMAGES, 'broker-logo.png']) {
    const key = DEMO_IMAGES_PREFIX + file;
    if (!(await deps.storage.driver.head(key)))
      await deps.storage.driver.put(key, await readFile(join(DEMO_IMAGE_DIR, file)), file.endsWith('.png') ? 'image/png' : 'image/jpeg');
    keys.push(key);
  }
  return keys.slice(0, DEMO_IMAGES.length);
}

/** The default template's form filled from the listing, its lead broker and the gallery. */
export async function defaultForm(deps: Pick<Services, 'db' | 'storage' | 'config'>, video: VidpitchVideoRow) {
  const { asset, broker } = await listingOf(deps.db, video.assetId);
  const images = await listingImageKeys(deps, asset.id);
  const details = asset.details as Record<string, unknown>;
  const year = String(details.yearBuilt ?? details.year_built ?? '').slice(0, 12);
  const values: Record<string, string> = {
    ASSET_NAME: asset.name,
    ASSET_ADDRESS: assetAddressOf(asset),
    BROKER_NAME: broker ? `${broker.firstName} ${broker.lastName}` : '',
    BROKER_OFFICE_FULL_ADDRESS: officeAddressOf(broker),
    BROKER_PHONE: phoneOf(broker?.phone[0]),
    BROKER_EMAIL: video.brokerEmail,
    BROKER_COMPANY_LOGO_URL: (await deps.storage.driver.head(`${DEMO_IMAGES_PREFIX}broker-logo.png`))
      ? `${DEMO_IMAGES_PREFIX}broker-logo.png`
      : '',
    QR_CODE: `${deps.config.origins.brandUrl}/watch/${video.id}`,
    CUSTOM_HEADING_1: asset.propertyType ? 'Property Type' : '',
    CUSTOM_VALUE_1: asset.propertyType ?? '',
    CUSTOM_HEADING_2: asset.askingPrice ? 'Asking Price' : '',
    CUSTOM_VALUE_2: asset.askingPrice ? `$${Number(asset.askingPrice).toLocaleString('en-US')}` : '',
    CUSTOM_HEADING_0: 'Year Built',
    ASSET_YEAR_BUILT: year || 'N/A',
  };
  images.forEach((key, i) => (values[`IMAGE_${i + 1}`] = key));
  for (let i = images.length; i < 6; i++) values[`IMAGE_${i + 1}`] = images[i % images.length] ?? '';
  const t = defaultTemplate();
  return {
    templateId: t.templateId,
    formData: t.chapters.map((c) =>
      c.slots.map((s) => ({ label: s.label, attributeValue: s.attributeValue, value: values[s.attributeValue] ?? '' })),
    ),
  };
}

/**
 * Makes a draft video of a listing for its lead broker (createDraftVideo; the feed calls it for a new listing). A
 * broker with an account gets it linked at once; the e-mail goes when the watermarked draft is ready.
 */
export async function createDraft(deps: Deps, assetId: string): Promise<VidpitchVideoRow> {
  const { broker } = await listingOf(deps.db, assetId);
  if (!broker?.email) throw notFound("The listing's lead broker has no e-mail address.");
  const email = broker.email.trim().toLowerCase();
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, ROLES.BROKER)));
  // the video and its draft job commit together
  const video = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(vidpitchVideos)
      .values({ assetId, brokerId: broker.id, brokerEmail: email, brokerUserId: account?.id ?? null })
      .returning();
    await deps.jobs.send(draftJob, { videoId: made!.id }, { id: made!.id, tx });
    await listingChanged(tx, made!);
    return made!;
  });
  return video;
}

/** A row of the assets listing changed (vidpitchVideosUpdated), recorded with the change. */
export function listingChanged(tx: Db | Tx, v: Pick<VidpitchVideoRow, 'id' | 'brokerUserId'>) {
  return emit(tx, 'vidpitchVideosUpdated', 'all', { videoId: v.id, brokerUserId: v.brokerUserId });
}

/** A new version's render, asked for in `tx`, becomes the video's current one; the modified date (the countdown) restarts. */
async function recordVersion(
  deps: Pick<Services, 'db' | 'jobs'>,
  tx: Tx,
  video: VidpitchVideoRow,
  input: { templateId: number; formData: RenderRow['formData']; createdBy?: string | null },
) {
  const row = await requestRender(
    deps,
    { videoId: video.id, templateId: input.templateId, formData: input.formData, createdBy: input.createdBy ?? null },
    tx,
  );
  const [updated] = await tx
    .update(vidpitchVideos)
    .set({ renderId: row.id, modifiedAt: new Date() })
    .where(eq(vidpitchVideos.id, video.id))
    .returning();
  await listingChanged(tx, updated!);
  return { row, video: updated! };
}

/**
 * Asks for a new version of the video: its render, its job and the video's record of it commit together. Its end
 * comes back as renderEnded (vidpitchRenderEnded).
 */
export async function renderVersion(
  deps: Deps,
  video: VidpitchVideoRow,
  input: { templateId: number; formData: RenderRow['formData']; createdBy?: string | null },
) {
  const { row } = await deps.db.transaction((tx) => recordVersion(deps, tx, video, input));
  return row;
}

/**
 * The draft job: a video without a version yet gets its first one, the default template filled from the listing
 * (createDraft, the feed, the seed, an admin's re-render of a video never rendered). Safe to run again: a video that has
 * one is left alone, checked under the video's row lock, so two runs ask for one render.
 */
export const draftJob = defineJob({
  name: 'vidpitch.draft',
  payload: z.object({ videoId: z.uuid() }),
  retryLimit: 3,
  expireInSeconds: (config) => config.render.expireSeconds,
  handler: async (data, s: Services) => {
    await startDraft(s, data.videoId);
  },
});

export async function startDraft(deps: Deps, videoId: string): Promise<void> {
  const [video] = await deps.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, videoId));
  if (!video || video.renderId) return;
  const form = await defaultForm(deps, video);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, videoId)).for('update');
    return locked && !locked.renderId ? recordVersion(deps, tx, locked, form) : null;
  });
}

/**
 * The end of a video's render (renderEnded): the watermarked draft copy, the result published, and the broker's
 * e-mail sent once. Only the video's current version counts; a render that is not a VidPitch video's is no concern.
 * Safe to run again (a retried job): the copy is made once per render, the e-mail once per video.
 */
export const vidpitchRenderEnded = onEvent(renderEnded, {
  name: 'vidpitch.renderEnded',
  retryLimit: 3,
  concurrency: () => 2,
  // the watermark takes less than a render: a killed worker's attempt runs again as soon as a render's would
  expireInSeconds: (config) => config.render.expireSeconds,
  handler: async (event, s: Services) => {
    await finishDraft(s, event.videoId, event.renderId);
  },
});

export async function finishDraft(deps: Deps, videoId: string, renderId: string): Promise<void> {
  const [video] = await deps.db.select().from(vidpitchVideos).where(eq(vidpitchVideos.id, videoId));
  if (!video || video.renderId !== renderId) return;
  const render = await renderOf(deps.db, renderId);
  if (!render || render.status !== 'complete' || !render.videoKey) {
    // heard by the public page: the same words for every failure (the render's own error stays for staff)
    await deps.db.transaction(async (tx) => {
      await emit(tx, 'videoRendered', videoId, { videoId, renderId, status: 'failed', error: RENDER_MESSAGES.failed });
      await listingChanged(tx, video);
    });
    return;
  }
  if (video.draftRenderId !== render.id) await makeDraftCopy(deps, videoId, render);
  await deps.db.transaction(async (tx) => {
    await emit(tx, 'videoRendered', videoId, { videoId, renderId: render.id, status: 'complete', error: null });
    await listingChanged(tx, video);
  });
  // The e-mail goes once: the run that marks it sent sends it, in the same transaction. Two runs of one video (a
  // retried job, or a version rendered again before the first e-mail) would otherwise each send a registration link,
  // and the second would void the first.
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(vidpitchVideos)
      .set({ emailSentAt: new Date() })
      .where(and(eq(vidpitchVideos.id, videoId), isNull(vidpitchVideos.emailSentAt)))
      .returning();
    if (claimed) await sendDraftEmail(deps, claimed, tx);
  });
}

async function makeDraftCopy(deps: Deps, videoId: string, render: RenderRow) {
  const work = await mkdtemp(join(tmpdir(), 'vms-vidpitch-'));
  try {
    const src = join(work, 'video.mp4');
    const obj = await deps.storage.driver.get(render.videoKey!);
    if (!obj) throw new Error(`render ${render.id}: its video is missing from storage`);
    await pipeline(obj.stream, createWriteStream(src));
    const size = await videoSize(src);
    const layer = join(work, 'mark.png');
    await writeFile(layer, await watermarkLayer(size.width, size.height));
    const out = join(work, 'draft.mp4');
    await watermarkVideo(src, layer, out);
    const gif = join(work, 'draft.gif');
    await watermarkedGif(out, gif);
    const poster = join(work, 'draft.jpg');
    await watermarkedPoster(out, poster);
    // the GIF and the poster first: a draft key set means they are there
    await deps.storage.driver.put(draftGifKeyOf(videoId, render.id), createReadStream(gif), 'image/gif');
    await deps.storage.driver.put(draftPosterKeyOf(videoId, render.id), createReadStream(poster), 'image/jpeg');
    const key = draftKeyOf(videoId, render.id);
    await deps.storage.driver.put(key, createReadStream(out), 'video/mp4');
    await deps.db.update(vidpitchVideos).set({ draftKey: key, draftRenderId: render.id }).where(eq(vidpitchVideos.id, videoId));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The draft link, and for a broker without an account a new single-use registration link (7 days): the link's token
 * and the mail's job are written together (in `tx` when given).
 */
export async function sendDraftEmail(deps: Pick<Services, 'db' | 'jobs' | 'config'>, video: VidpitchVideoRow, tx?: Tx): Promise<void> {
  const origin = deps.config.origins.brandUrl;
  const db: Db | Tx = tx ?? deps.db;
  const { asset, broker } = await listingOf(db, video.assetId);
  await db.transaction(async (t) => {
    let registerLink: string | null = null;
    if (!video.brokerUserId) {
      const token = randomBytes(32).toString('base64url');
      await t
        .update(vidpitchVideos)
        .set({
          registrationTokenHash: hashToken(token),
          registrationExpiresAt: new Date(Date.now() + REGISTRATION_LINK_DAYS * 86_400_000),
          registrationUsedAt: null,
        })
        .where(eq(vidpitchVideos.id, video.id));
      registerLink = `${origin}/${video.id}/register?token=${encodeURIComponent(token)}`;
    }
    await deps.jobs.send(
      mailJob,
      {
        to: video.brokerEmail,
        subject: `Your property video of ${asset.name} is ready`,
        text: [
          `Hello ${broker?.firstName ?? ''},`.replace(' ,', ','),
          '',
          `We made a video of your listing "${asset.name}". Watch it here:`,
          '',
          `${origin}/${video.id}/video-draft`,
          '',
          'You can change its template, texts and images, and buy it for $49 to download it without the watermark.',
          ...(registerLink
            ? ['', `Register to buy it (this link can be used once and expires in ${REGISTRATION_LINK_DAYS} days):`, '', registerLink]
            : []),
        ].join('\n'),
      },
      { tx: t },
    );
    await t.update(vidpitchVideos).set({ emailSentAt: new Date() }).where(eq(vidpitchVideos.id, video.id));
  });
}

/**
 * A template of the modify flow (the broker's four, as getVideoTemplates lists them), or not found with the spec's
 * text: a builder's template (Bronze, 100) is rendered by its own domain, never chosen from a public page.
 */
export function knownTemplate(id: number) {
  const t = TEMPLATES.find((x) => x.templateId === id);
  if (!t) throw notFound('No templates available for selection.');
  return t;
}

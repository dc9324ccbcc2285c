// The Bronze builder through the real GraphQL endpoint, on the seed's own data: a listing on the Bronze plan nobody
// has touched, chapter forms from the template, the §5 rules on save (nothing half-saved), pictures (presigned PUT,
// register, replace, delete), the live preview drawn by the engine, checkout on the Bronze plan, the editor's render
// landing in review, the customer's text change re-rendering, and roles refused by the API.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { BRONZE_MESSAGES, BRONZE_PLAN, FILE_MESSAGES, ORDER_MESSAGES, type Role } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { put } from '../files/files.test-helpers.js';
import { assets, projects, users } from '../core/index.js';
import { assetOrders } from '../sales/sales.table.js';
import { customAssetImages } from '../management/management.table.js';
import { reviewAssets } from '../review/review.table.js';
import { BRONZE_TEMPLATE } from '../render/index.js';
import { bronzeTarget } from './bronze.policy.js';
import { orderPictures } from './bronze.render.js';
import { bronzeOrders, bronzeSegments } from './bronze.table.js';

let t: TestApp;
const WHO = ['admin', 'pm', 'qa', 'qc', 'customer', 'pilot', 'editor', 'broker', 'sales', 'dana.customer'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
let listing: typeof assets.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000', RENDER_SIZE: '320x180', RENDER_TIME_SCALE: '0.05' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  const db = t.app.services.db;
  const [row] = await db
    .select({ a: assets })
    .from(assetOrders)
    .innerJoin(assets, eq(assets.id, assetOrders.assetId))
    .where(and(eq(assetOrders.projectPlan, BRONZE_PLAN), isNull(assetOrders.ownerId)))
    .limit(1);
  listing = row!.a;
}, 120_000);
afterAll(() => t?.close());

const DETAILS = `query($n: Int!, $assetId: String, $projectId: String) { getBronzeVideoSegmentDetails(segmentNumber: $n, assetId: $assetId, projectId: $projectId) {
  projectId assetId propertyName crexiUrl totalChapters savedChapter isTextChange
  segmentDetails { segmentNumber saved hasImage hasLogo hasQrCode hasBoundary image { s3ImageLink url } logo { s3ImageLink }
    formData { attributeValue fieldType label value options isMarkedForTemplate isEditable fieldDisable } } } }`;
type Item = {
  attributeValue: string;
  fieldType: string;
  label: string;
  value: string;
  options: string[] | null;
  isMarkedForTemplate: boolean;
  isEditable: boolean;
  fieldDisable: boolean;
};
type Details = {
  getBronzeVideoSegmentDetails: {
    projectId: string | null;
    propertyName: string;
    totalChapters: number;
    savedChapter: number;
    isTextChange: boolean;
    segmentDetails: {
      segmentNumber: number;
      saved: boolean;
      hasImage: boolean;
      hasLogo: boolean;
      hasQrCode: boolean;
      hasBoundary: boolean;
      image: { s3ImageLink: string; url: string } | null;
      logo: { s3ImageLink: string } | null;
      formData: Item[];
    };
  };
};
const DRAFT = `mutation($n: Int!, $assetId: String, $projectId: String, $form: [BronzeFormEntry!]!, $ea: String) {
  draftBronzeSegments(segmentNumber: $n, assetId: $assetId, projectId: $projectId, formData: $form, eliteAuction: $ea) { message savedChapter } }`;
const PRESIGN = `mutation($input: [CustomImageInput!]!) { getCustomImagePreSignedUrl(packageType: "BRONZE", customImageInput: $input) { s3ImageLink url } }`;
const REGISTER = `mutation($uuid: String!, $input: [CustomImageUrlInput!]!) { updateCustomImageS3Url(uuid: $uuid, packageType: "BRONZE", input: $input) { s3ImageLink fileType chapter url } }`;
const DELETE = `mutation($uuid: String!, $links: [String!]!) { deleteCustomImageS3Url(projectUuid: $uuid, s3ImageLinkArray: $links) { message deleted } }`;
const RENDER = `mutation($id: String!) { bronzeVideoRender(projectId: $id) { message projectId renderStartedAt isTextChange } }`;
const CHECKOUT = `mutation($assetId: ID!) { checkout(assetId: $assetId, planName: "BRONZE", eliteAuction: "ELITE") { message projectId projectPlan } }`;

const STATUS = `query($a: ID!) { projectCheckoutStatus(assetId: $a) { status projectPlan } }`;

const entries = (v: Record<string, string>) => Object.entries(v).map(([attributeValue, value]) => ({ attributeValue, value }));
const details = (n: number, ref: { assetId?: string; projectId?: string }, token: string) => t.gql<Details>(DETAILS, { n, ...ref }, token);

async function upload(token: string, uuid: string, chapter: string, fileType: string, png: Buffer, name = 'picture.png') {
  const signed = await t.gql<{ getCustomImagePreSignedUrl: { s3ImageLink: string; url: string }[] }>(
    PRESIGN,
    { input: [{ fileName: name, fileType, uuid, chapter }] },
    token,
  );
  if (!signed.data) return { errors: signed.errors };
  const [one] = signed.data.getCustomImagePreSignedUrl;
  expect((await put(t, one!.url, png, { 'content-type': 'image/png' })).status).toBeLessThan(300);
  const done = await t.gql<{ updateCustomImageS3Url: { s3ImageLink: string; url: string }[] }>(
    REGISTER,
    { uuid, input: [{ s3ImageLink: one!.s3ImageLink, fileType, chapter }] },
    token,
  );
  return { link: done.data?.updateCustomImageS3Url[0]?.s3ImageLink, errors: done.errors };
}

/** The delivery clips in the render engine's cache (one per distinct piece drawn: a chapter's cross-fade or body). */
const clipsInCache = async () =>
  (await readdir(join(t.dataDir, 'render-cache')).catch(() => [] as string[])).filter((f) => /^[0-9a-f]{64}\.ts$/.test(f));

const png = (w: number, h: number, r = 200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

describe('a Bronze listing nobody has touched', () => {
  it('opens chapter 1 from the template with the listing’s values', async () => {
    const r = await details(1, { assetId: listing.id }, tokens.customer);
    const d = r.data!.getBronzeVideoSegmentDetails;
    expect(d.totalChapters).toBe(6);
    expect(d.projectId).toBeNull();
    expect(d.propertyName).toBe(listing.name);
    const byAttr = Object.fromEntries(d.segmentDetails.formData.map((i) => [i.attributeValue, i]));
    expect(byAttr.HEADING_1!.value).toBe('Property Details');
    expect(byAttr.ASSET_NAME!.value).toBe(listing.name);
    expect(byAttr.INSTRUCTION_FOR_EDITOR!.fieldType).toBe('textarea');
    expect(d.segmentDetails.hasLogo).toBe(true);
    expect(d.segmentDetails.hasBoundary).toBe(false);
    expect((await details(4, { assetId: listing.id }, tokens.customer)).data!.getBronzeVideoSegmentDetails.segmentDetails.hasBoundary).toBe(
      true,
    );
    const six = (await details(6, { assetId: listing.id }, tokens.customer)).data!.getBronzeVideoSegmentDetails.segmentDetails;
    expect(six.hasQrCode).toBe(true);
    expect(six.formData.find((i) => i.attributeValue === 'BROKER_EMAIL')!.fieldDisable).toBe(true);
    const three = (await details(3, { assetId: listing.id }, tokens.customer)).data!.getBronzeVideoSegmentDetails.segmentDetails;
    expect(three.formData.find((i) => i.attributeValue === 'ASSET_YEAR_BUILT')).toMatchObject({ isEditable: true, label: 'Year Built' });
  });

  it('refuses roles outside the builder, and an unknown listing', async () => {
    for (const who of ['pilot', 'broker', 'sales'] as const)
      expect(errorCode(await details(1, { assetId: listing.id }, tokens[who]))).toBe('FORBIDDEN');
    expect(errorCode(await details(1, { assetId: listing.id }, ''))).toBe('UNAUTHENTICATED');
    // an editor has nothing to open before checkout
    expect((await details(1, { assetId: listing.id }, tokens.editor)).errors?.[0]?.message).toBe(BRONZE_MESSAGES.noChapters);
    expect((await details(1, { assetId: '00000000-0000-4000-8000-00000000ffff' }, tokens.customer)).errors?.[0]?.message).toBe(
      BRONZE_MESSAGES.noChapters,
    );
    expect(errorCode(await details(9, { assetId: listing.id }, tokens.customer))).toBe('BAD_USER_INPUT');
    for (const who of ['pilot', 'sales', 'broker'] as const) {
      expect(errorCode(await t.gql(DRAFT, { n: 1, assetId: listing.id, form: [] }, tokens[who]))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(RENDER, { id: '1' }, tokens[who]))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(RENDER, { id: '1' }, tokens.qa))).toBe('FORBIDDEN');
  });

  it('checks a chapter by the §5 rules and saves nothing bad', async () => {
    const bad = async (n: number, form: Record<string, string>) =>
      (await t.gql(DRAFT, { n, assetId: listing.id, form: entries(form) }, tokens.customer)).errors?.[0]?.message;
    expect(await bad(2, { CUSTOM_HEADING_1: 'A heading far too long', CUSTOM_VALUE_1: '1' })).toBe(BRONZE_MESSAGES.max15);
    expect(await bad(2, { CUSTOM_HEADING_1: 'Size', CUSTOM_VALUE_1: '  ' })).toBe(BRONZE_MESSAGES.valueRequired);
    expect(await bad(2, { CUSTOM_HEADING_1: '', CUSTOM_VALUE_1: '10 SF' })).toBe(BRONZE_MESSAGES.headingRequired);
    expect(await bad(1, { INSTRUCTION_FOR_EDITOR: 'x'.repeat(301) })).toBe(BRONZE_MESSAGES.instructionTooLong);
    expect(await bad(3, { ASSET_YEAR_BUILT: '2001', LABEL_ASSET_YEAR_BUILT: ' ' })).toBe(BRONZE_MESSAGES.labelRequired);
    expect(await bad(7, {})).toBe('The chapter must be 1 to 6.');
    // property name, address and heading 1 may be longer; an unmarked field is not checked
    expect(await bad(1, { ASSET_NAME: 'A property name longer than fifteen', HEADING_1: 'Property Details' })).toBeUndefined();
    expect(await bad(2, { CUSTOM_HEADING_2: 'Not drawn, so not checked at all', CHECKBOX_CUSTOM_HEADING_2: 'false' })).toBeUndefined();
    const [order] = await t.app.services.db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, listing.id));
    const saved = await t.app.services.db.select().from(bronzeSegments).where(eq(bronzeSegments.orderId, order!.id));
    expect(saved.map((s) => s.chapter).sort()).toEqual([1, 2]);
    // the listing is now the customer's pending Bronze order
    const [a] = await t.app.services.db.select().from(assets).where(eq(assets.id, listing.id));
    expect(a!.pendingBy).not.toBeNull();
    // …and another customer may not touch it
    expect((await details(1, { assetId: listing.id }, tokens['dana.customer'])).errors?.[0]?.message).toBe(
      ORDER_MESSAGES.otherCustomersOrder,
    );
  });

  it('takes pictures by the rules: type, one logo replacing the last, deletion', async () => {
    const wrong = await t.gql<{ getCustomImagePreSignedUrl: unknown }>(
      PRESIGN,
      { input: [{ fileName: 'x.gif', fileType: 'PROPERTY_BOUNDARY', uuid: listing.id, chapter: 'Chapter_3' }] },
      tokens.customer,
    );
    expect(wrong.errors?.[0]?.message).toBe(FILE_MESSAGES.formatNotAllowed('gif'));
    const bad = await t.gql(
      PRESIGN,
      { input: [{ fileName: 'x.png', fileType: 'POSTER', uuid: listing.id, chapter: 'Chapter_1' }] },
      tokens.customer,
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const first = await upload(tokens.pm, listing.id, 'Chapter_1', 'LOGO', await png(150, 60));
    const second = await upload(tokens.pm, listing.id, 'Chapter_1', 'LOGO', await png(150, 60, 20));
    expect(second.errors).toBeUndefined();
    const logos = await t.app.services.db
      .select()
      .from(customAssetImages)
      .where(and(eq(customAssetImages.uuid, listing.id), eq(customAssetImages.fileType, 'LOGO')));
    expect(logos.map((l) => l.s3ImageLink)).toEqual([second.link]);
    expect(await t.app.services.storage.driver.head(first.link!)).toBeNull();
    // the customer adds no logo or chapter image, and a boundary only on chapters 3 to 5; the editor no boundary
    const refused = [
      [tokens.customer, 'Chapter_2', 'IMAGE'],
      [tokens.customer, 'Chapter_1', 'LOGO'],
      [tokens.customer, 'Chapter_2', 'PROPERTY_BOUNDARY'],
      [tokens.pm, 'Chapter_6', 'PROPERTY_BOUNDARY'],
      [tokens.qa, 'Chapter_3', 'PROPERTY_BOUNDARY'],
    ] as const;
    for (const [token, chapter, kind] of refused) {
      const r = await t.gql(PRESIGN, { input: [{ fileName: 'x.png', fileType: kind, uuid: listing.id, chapter }] }, token);
      expect(r.errors?.[0]?.message).toBe(BRONZE_MESSAGES.pictureNotAllowed(kind, chapter));
    }
    const image = await upload(tokens.pm, listing.id, 'Chapter_2', 'IMAGE', await png(640, 360, 30));
    const d = (await details(2, { assetId: listing.id }, tokens.customer)).data!.getBronzeVideoSegmentDetails.segmentDetails;
    expect(d.image!.s3ImageLink).toBe(image.link);
    // a key outside the order's prefix is refused
    const outside = await t.gql(
      REGISTER,
      { uuid: listing.id, input: [{ s3ImageLink: 'projects/x/evil.png', fileType: 'IMAGE', chapter: 'Chapter_2' }] },
      tokens.pm,
    );
    expect(errorCode(outside)).toBe('BAD_USER_INPUT');
    const extra = await upload(tokens.customer, listing.id, 'Chapter_3', 'PROPERTY_BOUNDARY', await png(300, 200, 90));
    const del = await t.gql<{ deleteCustomImageS3Url: { message: string; deleted: number } }>(
      DELETE,
      { uuid: listing.id, links: [extra.link] },
      tokens.customer,
    );
    expect(del.data!.deleteCustomImageS3Url).toEqual({ message: FILE_MESSAGES.deleted, deleted: 1 });
    expect(await t.app.services.storage.driver.head(extra.link!)).toBeNull();
    expect(errorCode(await t.gql(DELETE, { uuid: listing.id, links: [image.link] }, tokens['dana.customer']))).toBe('FORBIDDEN');
  });

  it('cleans up on cancel by the rule: a listing not on the plan has this visit’s uploads deleted, rows and files', async () => {
    // the page asks projectCheckoutStatus first: not ordered yet, so the uploads of this visit go
    const status = await t.gql<{ projectCheckoutStatus: { status: boolean; projectPlan: string } }>(
      STATUS,
      { a: listing.id },
      tokens.customer,
    );
    expect(status.data!.projectCheckoutStatus.status).toBe(true);
    const kept = await upload(tokens.customer, listing.id, 'Chapter_4', 'PROPERTY_BOUNDARY', await png(300, 200, 60));
    const visit = [
      await upload(tokens.customer, listing.id, 'Chapter_3', 'PROPERTY_BOUNDARY', await png(300, 200, 70)),
      await upload(tokens.customer, listing.id, 'Chapter_5', 'PROPERTY_BOUNDARY', await png(300, 200, 80)),
    ];
    const del = await t.gql<{ deleteCustomImageS3Url: { deleted: number } }>(
      DELETE,
      { uuid: listing.id, links: visit.map((v) => v.link) },
      tokens.customer,
    );
    expect(del.data!.deleteCustomImageS3Url.deleted).toBe(2);
    for (const v of visit) expect(await t.app.services.storage.driver.head(v.link!)).toBeNull();
    const left = await t.app.services.db
      .select()
      .from(customAssetImages)
      .where(and(eq(customAssetImages.uuid, listing.id), eq(customAssetImages.fileType, 'PROPERTY_BOUNDARY')));
    expect(left.map((l) => l.s3ImageLink)).toEqual([kept.link]);
    expect(await t.app.services.storage.driver.head(kept.link!)).not.toBeNull();
    await t.gql(DELETE, { uuid: listing.id, links: [kept.link] }, tokens.customer);
  });

  it('previews a chapter as the engine draws it from the unsaved form', async () => {
    const q = `query($form: [BronzeFormEntry!]!, $assetId: String) { bronzeChapterPreview(segmentNumber: 1, assetId: $assetId, formData: $form) { image } }`;
    const r = await t.gql<{ bronzeChapterPreview: { image: string } }>(
      q,
      { assetId: listing.id, form: entries({ HEADING_1: 'Preview Heading', ASSET_NAME: 'Preview Name' }) },
      tokens.customer,
    );
    const jpeg = Buffer.from(r.data!.bronzeChapterPreview.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect((await sharp(jpeg).metadata()).width).toBe(800);
  });
});

describe('checkout, the editor’s render and the text change', () => {
  let projectId: string;

  it('refuses checkout until the six chapters are saved, then makes the Bronze project with the pictures', async () => {
    const early = await t.gql(CHECKOUT, { assetId: listing.id }, tokens.customer);
    expect(early.errors?.[0]?.message).toBe(BRONZE_MESSAGES.chaptersMissing([3, 4, 5, 6]));
    expect(await t.app.services.db.select().from(projects).where(eq(projects.assetId, listing.id))).toEqual([]);
    for (const n of [3, 4, 5, 6]) {
      const r = await t.gql<{ draftBronzeSegments: { savedChapter: number } }>(
        DRAFT,
        { n, assetId: listing.id, form: [], ea: 'ELITE' },
        tokens.customer,
      );
      expect(r.errors?.[0]?.message).toBeUndefined();
    }
    const r = await t.gql<{ checkout: { projectId: string; projectPlan: string } }>(CHECKOUT, { assetId: listing.id }, tokens.customer);
    expect(r.data!.checkout.projectPlan).toBe('BRONZE');
    projectId = r.data!.checkout.projectId;
    const [order] = await t.app.services.db.select().from(bronzeOrders).where(eq(bronzeOrders.assetId, listing.id));
    expect(order!.projectId).toBe(projectId);
    const pictures = await t.app.services.db.select().from(customAssetImages).where(eq(customAssetImages.uuid, projectId));
    expect(pictures.map((p) => p.fileType).sort()).toEqual(['IMAGE', 'LOGO']);
    const d = (await details(1, { assetId: listing.id }, tokens.customer)).data!.getBronzeVideoSegmentDetails;
    expect(d.projectId).toBe(projectId);
    expect(d.isTextChange).toBe(false);
    // on the plan now: the page's cancel keeps the files
    const status = await t.gql<{ projectCheckoutStatus: { status: boolean; projectPlan: string } }>(
      STATUS,
      { a: listing.id },
      tokens.customer,
    );
    expect(status.data!.projectCheckoutStatus).toEqual({ status: false, projectPlan: 'BRONZE' });
  });

  it('keeps a boundary picture per chapter (3 to 5), each drawn on its own chapter', async () => {
    const three = await upload(tokens.customer, listing.id, 'Chapter_3', 'PROPERTY_BOUNDARY', await png(300, 200, 11));
    const five = await upload(tokens.customer, listing.id, 'Chapter_5', 'PROPERTY_BOUNDARY', await png(300, 200, 222));
    const boundaryOf = async (n: number) =>
      (
        await t.gql<{ getBronzeVideoSegmentDetails: { segmentDetails: { boundary: { s3ImageLink: string } | null } } }>(
          `query($n: Int!, $p: String) { getBronzeVideoSegmentDetails(segmentNumber: $n, projectId: $p) { segmentDetails { boundary { s3ImageLink } } } }`,
          { n, p: projectId },
          tokens.customer,
        )
      ).data!.getBronzeVideoSegmentDetails.segmentDetails.boundary?.s3ImageLink ?? null;
    expect([await boundaryOf(3), await boundaryOf(4), await boundaryOf(5)]).toEqual([three.link, null, five.link]);
    const [customer] = await t.app.services.db.select().from(users).where(eq(users.email, 'customer@vms.test'));
    const target = await bronzeTarget(
      t.app.services.db,
      { id: customer!.id, email: customer!.email, role: customer!.role as Role },
      { projectId },
    );
    const drawn = await orderPictures(t.app.services, target);
    expect(drawn).toMatchObject({ PROPERTY_BOUNDARY_3: three.link, PROPERTY_BOUNDARY_5: five.link });
    expect(drawn).not.toHaveProperty('PROPERTY_BOUNDARY_4');
    expect(BRONZE_TEMPLATE.chapters.map((c) => c.slots.filter((x) => x.kind === 'inset').map((x) => x.attributeValue))).toEqual([
      [],
      [],
      ['PROPERTY_BOUNDARY_3'],
      ['PROPERTY_BOUNDARY_4'],
      ['PROPERTY_BOUNDARY_5'],
      [],
    ]);
  });

  it('lets the editor keep the instructions as they are, and renders for staff only before review', async () => {
    const db = t.app.services.db;
    const [editor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'editor@vms.test'));
    await db.update(projects).set({ editorId: editor!.id }).where(eq(projects.id, projectId));
    await t.gql(
      DRAFT,
      { n: 1, projectId, form: entries({ INSTRUCTION_FOR_EDITOR: 'Customer wish', ASSET_NAME: listing.name }) },
      tokens.customer,
    );
    await t.gql(
      DRAFT,
      { n: 1, projectId, form: entries({ INSTRUCTION_FOR_EDITOR: 'Changed by the editor', ASSET_NAME: listing.name }) },
      tokens.editor,
    );
    const one = (await details(1, { projectId }, tokens.editor)).data!.getBronzeVideoSegmentDetails.segmentDetails.formData;
    expect(one.find((i) => i.attributeValue === 'INSTRUCTION_FOR_EDITOR')!.value).toBe('Customer wish');
    // the customer renders only a text change; another editor's project is not found
    expect((await t.gql(RENDER, { id: projectId }, tokens.customer)).errors?.[0]?.message).toBe(BRONZE_MESSAGES.renderNotYours);
    expect(errorCode(await t.gql(RENDER, { id: projectId }, await t.login('ivy.editor@vms.test')))).toBe('NOT_FOUND');
  });

  it('renders, lands the video in review, and re-renders a text change', async () => {
    const db = t.app.services.db;
    const started = await t.gql<{ bronzeVideoRender: { message: string; isTextChange: boolean } }>(
      RENDER,
      { id: projectId },
      tokens.editor,
    );
    expect(started.data!.bronzeVideoRender).toMatchObject({ message: BRONZE_MESSAGES.rendering, isTextChange: false });
    expect((await t.gql(RENDER, { id: projectId }, tokens.editor)).errors?.[0]?.message).toBe(BRONZE_MESSAGES.renderRunning);
    const versions = async () => db.select().from(reviewAssets).where(eq(reviewAssets.projectId, projectId));
    for (let i = 0; i < 240 && (await versions()).length < 1; i++) await new Promise((r) => setTimeout(r, 500));
    expect((await versions()).map((v) => v.version)).toEqual([1]);
    // the version lands first, then the tasks and the status: wait for the status too
    const status = async () => (await db.select({ s: projects.status }).from(projects).where(eq(projects.id, projectId)))[0]!.s;
    for (let i = 0; i < 40 && (await status()) !== 'COMPLETED'; i++) await new Promise((r) => setTimeout(r, 250));
    expect(await status()).toBe('COMPLETED');
    const firstClips = await clipsInCache();
    // six chapters drawn as pieces (ADR 0014): the first chapter whole, then each later one's cross-fade and body
    expect(firstClips).toHaveLength(11);
    // the customer asks for a text change: one chapter changed, rendered again by the customer
    const d = (await details(2, { projectId }, tokens.customer)).data!.getBronzeVideoSegmentDetails;
    expect(d.isTextChange).toBe(true);
    expect(
      (
        await t.gql(
          DRAFT,
          { n: 2, projectId, form: entries({ CUSTOM_HEADING_1: 'New Size', CUSTOM_VALUE_1: '50,000 SF' }) },
          tokens.customer,
        )
      ).errors,
    ).toBeUndefined();
    const changed = await db
      .select({ c: bronzeSegments.chapter })
      .from(bronzeSegments)
      .innerJoin(bronzeOrders, eq(bronzeOrders.id, bronzeSegments.orderId))
      .where(and(eq(bronzeOrders.projectId, projectId), eq(bronzeSegments.changed, true)));
    expect(changed.map((c) => c.c)).toEqual([2]);
    const again = await t.gql<{ bronzeVideoRender: { isTextChange: boolean } }>(RENDER, { id: projectId }, tokens.customer);
    expect(again.data!.bronzeVideoRender.isTextChange).toBe(true);
    for (let i = 0; i < 240 && (await versions()).length < 2; i++) await new Promise((r) => setTimeout(r, 500));
    expect((await versions()).map((v) => v.version).sort()).toEqual([1, 2]);
    // only chapter 2's pieces were drawn again: its body, the cross-fade into it and the one out of it into chapter 3
    expect((await clipsInCache()).filter((c) => !firstClips.includes(c))).toHaveLength(3);
  }, 180_000);
});

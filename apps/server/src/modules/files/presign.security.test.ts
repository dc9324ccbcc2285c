// Issue #21 finding 6, written as the attack: a customer writes files into another customer's order storage through
// getAwsS3PresignedUrl. Single-file presigned writes must be scoped to keys the caller owns, with the spec's types
// for each place, a size limit and a count limit, and uploads nothing uses must not stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_PUT_MAX_BYTES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { freeAssetIds } from '../sales/sales.test-helpers.js';
import { put } from './files.test-helpers.js';
import { PRESIGN_LIMIT_PER_HOUR, removeOrphanOrderImages } from './files.service.js';
import { projects, users } from '../core/index.js';

const PRESIGN = 'mutation($l: String!, $f: String!, $c: String!) { getAwsS3PresignedUrl(location: $l, fileName: $f, contentType: $c) }';
const MAP = 'mutation($assetId: ID!, $data: DealMapInput!) { saveDealMap(assetId: $assetId, data: $data) { message } }';
const ADD = `mutation($assetId: ID!, $crexiDefaultBrokers: [DefaultBrokerInput!]) {
  addAssetDetails(assetId: $assetId, crexiDefaultBrokers: $crexiDefaultBrokers) { message } }`;
const SIGN_UP = `mutation($email: String!) { signUp(firstName: "Mallory", lastName: "Other", email: $email, password: "Attack1234") { token } }`;
const BROKER_UUID = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const polygon = [
  { lat: 34.05, lng: -118.25 },
  { lat: 34.06, lng: -118.24 },
  { lat: 34.04, lng: -118.23 },
];

let t: TestApp;
let victim: string;
let attacker: string;
let free: string[];
let png: Buffer;
const db = () => t.app.services.db;
const presign = (l: string, f: string, c: string, token: string) => t.gql<{ getAwsS3PresignedUrl: string }>(PRESIGN, { l, f, c }, token);

/** The victim's order with a saved boundary map and a default broker with a photo. */
async function victimsOrder(assetId: string) {
  const url = (await presign(`deal_map/${assetId}`, 'boundary-1.png', 'image/png', victim)).data!.getAwsS3PresignedUrl;
  expect((await put(t, url, png, { 'content-type': 'image/png' })).status).toBe(200);
  const data = { deal_map_screenshot: `deal_map/${assetId}/boundary-1.png`, deal_map_geopoints: polygon };
  expect((await t.gql(MAP, { assetId, data }, victim)).errors).toBeUndefined();
  const photo = (await presign(`default_broker/${BROKER_UUID}`, 'image', 'image/png', victim)).data!.getAwsS3PresignedUrl;
  expect((await put(t, photo, png, { 'content-type': 'image/png' })).status).toBe(200);
  const broker = {
    uuid: BROKER_UUID,
    firstname: 'Dana',
    lastname: 'Reyes',
    phone: '310-555-0199',
    email: 'dana@example.com',
    company: 'Reyes Realty',
    companyUrl: 'www.reyes-realty.com',
    imageUrl: `default_broker/${BROKER_UUID}/image`,
  };
  expect((await t.gql(ADD, { assetId, crexiDefaultBrokers: [broker] }, victim)).errors).toBeUndefined();
}

beforeAll(async () => {
  t = await createTestApp();
  victim = await t.login('customer@vms.test');
  attacker = (await t.gql<{ signUp: { token: string } }>(SIGN_UP, { email: 'mallory.files@example.com' })).data!.signUp.token;
  free = await freeAssetIds(db());
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c02060' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

describe('presigned single-file writes (issue #21, finding 6)', () => {
  it("refuses to sign a write into another customer's order: the boundary map and the default broker's photo", async () => {
    const id = free[0]!;
    await victimsOrder(id);
    for (const [l, f] of [
      [`deal_map/${id}`, 'boundary-1.png'],
      [`deal_map/${id}`, 'other.png'],
      [`default_broker/${BROKER_UUID}`, 'image'],
      [`default_broker/${BROKER_UUID}`, 'logo'],
    ] as const) {
      const r = await presign(l, f, 'image/png', attacker);
      expect(r.data?.getAwsS3PresignedUrl ?? null, `${l}/${f}`).toBeNull();
      expect(errorCode(r), `${l}/${f}`).toBe('FORBIDDEN');
    }
    // staff still may
    expect((await presign(`deal_map/${id}`, 'boundary-2.png', 'image/png', await t.login('pm@vms.test'))).errors).toBeUndefined();
  });

  it('takes only the spec’s image types for each place, with a file name that matches the type', async () => {
    const id = free[1]!;
    const bad: [string, string, string][] = [
      [`deal_map/${id}`, 'boundary.svg', 'image/svg+xml'],
      [`deal_map/${id}`, 'boundary.svg', 'image/png'],
      [`deal_map/${id}`, 'boundary.html', 'image/png'],
      [`deal_map/${id}`, 'boundary.png', 'image/webp'],
      [`deal_map/${id}`, 'boundary.jpg', 'image/png'],
      [`default_broker/${BROKER_UUID.replace('6f', '7a')}`, 'image', 'image/svg+xml'],
    ];
    for (const [l, f, c] of bad) expect(errorCode(await presign(l, f, c, victim)), `${l}/${f} ${c}`).toBe('BAD_USER_INPUT');
    expect((await presign(`deal_map/${id}`, 'boundary.jpeg', 'image/jpeg', victim)).errors).toBeUndefined();
    // the review player's comment screenshots: a project of the customer's own, jpeg or png only
    const [me] = await db().select().from(users).where(eq(users.email, 'customer@vms.test'));
    const [project] = await db().select().from(projects).where(eq(projects.customerId, me!.id)).limit(1);
    const screenshots = `projects/${project!.id}/review-screenshots`;
    expect(errorCode(await presign(screenshots, 'shot.svg', 'image/svg+xml', victim))).toBe('BAD_USER_INPUT');
    expect(errorCode(await presign(screenshots, 'shot.svg', 'image/jpeg', victim))).toBe('BAD_USER_INPUT');
    expect((await presign(screenshots, 'shot.jpg', 'image/jpeg', victim)).errors).toBeUndefined();
    // another customer's project answers as no project at all (docs/adr/0010)
    expect(errorCode(await presign(screenshots, 'shot.jpg', 'image/jpeg', attacker))).toBe('NOT_FOUND');
  });

  it('refuses a body over the image size limit', async () => {
    const id = free[2]!;
    const url = (await presign(`deal_map/${id}`, 'big.png', 'image/png', victim)).data!.getAwsS3PresignedUrl;
    const big = Buffer.alloc(IMAGE_PUT_MAX_BYTES + 1);
    expect((await put(t, url, big, { 'content-type': 'image/png' })).status).toBe(413);
    expect(await t.app.services.storage.driver.head(`deal_map/${id}/big.png`)).toBeNull();
  });

  it('refuses to use an oversized image a store let through (S3 presigned PUTs cannot bound the size)', async () => {
    const id = free[5]!;
    const big = Buffer.alloc(IMAGE_PUT_MAX_BYTES + 1);
    const uuid = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';
    const { driver } = t.app.services.storage;
    await driver.put(`deal_map/${id}/huge.png`, big, 'image/png');
    await driver.put(`default_broker/${uuid}/image`, big, 'image/png');
    const map = await t.gql(
      MAP,
      { assetId: id, data: { deal_map_screenshot: `deal_map/${id}/huge.png`, deal_map_geopoints: polygon } },
      victim,
    );
    expect(errorCode(map)).toBe('BAD_USER_INPUT');
    const broker = {
      uuid,
      firstname: 'Ann',
      lastname: 'Lee',
      phone: '310-555-0198',
      email: 'ann@example.com',
      company: 'Lee Realty',
      companyUrl: 'www.lee-realty.com',
      imageUrl: `default_broker/${uuid}/image`,
    };
    expect(errorCode(await t.gql(ADD, { assetId: id, crexiDefaultBrokers: [broker] }, victim))).toBe('BAD_USER_INPUT');
  });

  it('limits how many writes one person may sign', async () => {
    const id = free[3]!;
    const codes = new Set<unknown>();
    for (let i = 0; i <= PRESIGN_LIMIT_PER_HOUR + 5; i++)
      codes.add(errorCode(await presign(`deal_map/${id}`, `b-${i}.png`, 'image/png', attacker)));
    expect(codes.has('RATE_LIMITED')).toBe(true);
  });

  it('removes uploads nothing uses once they are old, and keeps the ones an order uses', async () => {
    const id = free[6]!;
    await victimsOrder(id);
    const orphan = (await presign(`deal_map/${id}`, 'boundary-9.png', 'image/png', victim)).data!.getAwsS3PresignedUrl;
    expect((await put(t, orphan, png, { 'content-type': 'image/png' })).status).toBe(200);
    const { driver } = t.app.services.storage;
    expect(await driver.head(`deal_map/${id}/boundary-9.png`)).not.toBeNull();
    expect(await removeOrphanOrderImages(t.app.services, 1)).toBe(0); // younger than the age limit: kept
    expect(await removeOrphanOrderImages(t.app.services, 0)).toBeGreaterThanOrEqual(1);
    expect(await driver.head(`deal_map/${id}/boundary-9.png`)).toBeNull();
    expect(await driver.head(`deal_map/${id}/boundary-1.png`)).not.toBeNull();
    expect(await driver.head(`default_broker/${BROKER_UUID}/image`)).not.toBeNull();
  });
});

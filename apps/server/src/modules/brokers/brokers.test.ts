import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { FLAG_TYPES, SEARCH_COUNT_CAP } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { brokers, crmContacts } from '../core/index.js';
import { pushOutOfSyncBrokers } from './brokers.jobs.js';

const DIRECTORY = `query($missingEmail: Boolean, $missingPhone: Boolean, $newBroker: Boolean, $updatedRecords: Boolean,
  $limit: Int, $offset: Int, $searchParams: [String!], $searchString: String, $sortParams: String) {
  getBrokersDirectory(missingEmail: $missingEmail, missingPhone: $missingPhone, newBroker: $newBroker,
    updatedRecords: $updatedRecords, limit: $limit, offset: $offset, searchParams: $searchParams,
    searchString: $searchString, sortParams: $sortParams) {
    totalCount data { id firstName lastName company email phone totalActiveAssetsCount brokerUpdatedAt priority note flagType }
  } }`;
const FLAGGED = `query($emailNotFound: Boolean, $needsEvaluation: Boolean, $withNotesOnly: Boolean, $priority: [Int!], $searchString: String) {
  getFlaggedBrokers(emailNotFound: $emailNotFound, needsEvaluation: $needsEvaluation, withNotesOnly: $withNotesOnly,
    priority: $priority, searchString: $searchString) { totalCount data { id flagType priority note } } }`;
const COUNTS = '{ recordsToBeUpdated { count } highPriorityUpdates { count } }';
const UPDATE = `mutation($brokerId: ID!, $email: String!, $phone: [String!]!, $isFlaggedRecord: Boolean) {
  updateBrokerDirectory(brokerId: $brokerId, email: $email, phone: $phone, isFlaggedRecord: $isFlaggedRecord) { message } }`;
const FLAG = `mutation($brokerId: ID!, $flagType: String!, $priority: Int!, $note: String) {
  flagBroker(brokerId: $brokerId, flagType: $flagType, priority: $priority, note: $note) { message } }`;
const HS = `query($input: HsOutOfSyncInput) { getHsOutOfSyncData(input: $input) {
  totalCount data { broker { id email brokerUpdatedAt } crmEmail lastPushedAt crmSyncError } } }`;

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string | null;
  phone: string[];
  totalActiveAssetsCount: number;
  brokerUpdatedAt: string | null;
  priority: number | null;
  note: string | null;
  flagType: string | null;
};
type Page = { totalCount: number; data: Row[] };

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator@vms.test');
});
afterAll(() => t?.close());

const directory = async (vars: Record<string, unknown>) => {
  const r = await t.gql<{ getBrokersDirectory: Page }>(DIRECTORY, vars, operator);
  expect(r.errors).toBeUndefined();
  return r.data!.getBrokersDirectory;
};
const counts = async () => {
  const r = await t.gql<{ recordsToBeUpdated: { count: number }; highPriorityUpdates: { count: number } }>(COUNTS, {}, operator);
  return { toUpdate: r.data!.recordsToBeUpdated.count, high: r.data!.highPriorityUpdates.count };
};
const db = () => t.app.services.db;

describe('getBrokersDirectory', () => {
  it('lists brokers missing e-mail or phone, ten to a page, with the total', async () => {
    const p1 = await directory({ missingEmail: true, missingPhone: true });
    expect(p1.data).toHaveLength(10);
    expect(p1.totalCount).toBeGreaterThan(10);
    for (const b of p1.data) expect(!b.email || b.phone.length === 0).toBe(true);
    const p2 = await directory({ missingEmail: true, missingPhone: true, offset: 10 });
    expect(p2.data.map((b) => b.id)).not.toContain(p1.data[0]!.id);
    expect((await counts()).toUpdate).toBe(p1.totalCount);
  });

  it('searches the chosen fields, trimmed and case-insensitive, and treats % as a letter', async () => {
    const [someone] = await db().select().from(brokers).where(isNotNull(brokers.email)).limit(1);
    const found = await directory({ searchString: `  ${someone!.lastName.toUpperCase()} `, searchParams: ['last_name'] });
    expect(found.data.length).toBeGreaterThan(0);
    for (const b of found.data) expect(b.lastName.toLowerCase()).toContain(someone!.lastName.toLowerCase());
    expect(
      (await directory({ searchString: someone!.lastName, searchParams: ['email'] })).data.every((b) =>
        b.email!.toLowerCase().includes(someone!.lastName.toLowerCase()),
      ),
    ).toBe(true);
    expect((await directory({ searchString: '%' })).totalCount).toBe(0);
  });

  it('sorts by most listings and by newest', async () => {
    const most = await directory({ sortParams: 'total_active_assets_count' });
    const n = most.data.map((b) => b.totalActiveAssetsCount);
    expect(n).toEqual([...n].sort((a, b) => b - a));
    const [newest] = await db()
      .select()
      .from(brokers)
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect((await directory({ sortParams: 'new_brokers' })).data[0]!.id).toBe(newest!.id);
  });

  it('lists updated records, latest first', async () => {
    const p = await directory({ updatedRecords: true });
    expect(p.totalCount).toBeGreaterThan(0);
    const dates = p.data.map((b) => b.brokerUpdatedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad input with a clear message', async () => {
    const r = await t.gql(DIRECTORY, { sortParams: 'price' }, operator);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(DIRECTORY, { limit: 5000 }, operator))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(DIRECTORY, { searchParams: ['password'] }, operator))).toBe('BAD_USER_INPUT');
  });
});

describe('getFlaggedBrokers', () => {
  it('filters by flag type, notes and priority', async () => {
    const all = await t.gql<{ getFlaggedBrokers: Page }>(FLAGGED, {}, operator);
    expect(all.data!.getFlaggedBrokers.totalCount).toBeGreaterThan(0);
    const p1 = (await t.gql<{ getFlaggedBrokers: Page }>(FLAGGED, { emailNotFound: true, priority: [1] }, operator)).data!
      .getFlaggedBrokers;
    for (const b of p1.data) expect([b.flagType, b.priority]).toEqual([FLAG_TYPES.emailNotFound, 1]);
    const notes = (await t.gql<{ getFlaggedBrokers: Page }>(FLAGGED, { withNotesOnly: true }, operator)).data!.getFlaggedBrokers;
    expect(notes.totalCount).toBeGreaterThan(0);
    for (const b of notes.data) expect(b.note).toBeTruthy();
    const high = (
      await t.gql<{ getFlaggedBrokers: Page }>(FLAGGED, { emailNotFound: true, needsEvaluation: true, priority: [1] }, operator)
    ).data!.getFlaggedBrokers;
    expect(high.totalCount).toBe((await counts()).high);
  });
});

describe('updateBrokerDirectory and flagBroker', () => {
  it('saves a valid e-mail and phone, stamps the update and lowers the to-be-updated count', async () => {
    const before = await counts();
    const [b] = await db()
      .select()
      .from(brokers)
      .where(and(isNull(brokers.email), isNull(brokers.flagType)))
      .limit(1);
    const r = await t.gql<{ updateBrokerDirectory: { message: string } }>(
      UPDATE,
      { brokerId: b!.id, email: 'fixed@example.com', phone: ['(555) 123.4567', ''] },
      operator,
    );
    expect(r.data!.updateBrokerDirectory.message).toBe('Broker detail updated successfully');
    const [after] = await db().select().from(brokers).where(eq(brokers.id, b!.id));
    expect(after!.email).toBe('fixed@example.com');
    expect(after!.phone).toEqual(['555-123-4567']);
    expect(after!.brokerUpdatedAt).not.toBeNull();
    expect((await counts()).toUpdate).toBe(before.toUpdate - 1);
  });

  it('refuses an invalid phone or e-mail and changes nothing', async () => {
    const [b] = await db().select().from(brokers).where(isNull(brokers.email)).limit(1);
    const bad = await t.gql(UPDATE, { brokerId: b!.id, email: 'x@example.com', phone: ['12345'] }, operator);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(UPDATE, { brokerId: b!.id, email: 'nope', phone: ['555-123-4567'] }, operator))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(UPDATE, { brokerId: b!.id, email: 'x@example.com', phone: [] }, operator))).toBe('BAD_USER_INPUT');
    const [same] = await db().select().from(brokers).where(eq(brokers.id, b!.id));
    expect(same!.email).toBeNull();
    const unknown = await t.gql(
      UPDATE,
      { brokerId: '00000000-0000-4000-8000-000000000000', email: 'x@example.com', phone: ['555-123-4567'] },
      operator,
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('flags with priority and a note of at most 100 characters; saving from the flagged list clears the flag', async () => {
    const [b] = await db().select().from(brokers).where(isNull(brokers.flagType)).limit(1);
    const before = await counts();
    const long = await t.gql(FLAG, { brokerId: b!.id, flagType: FLAG_TYPES.needsEvaluation, priority: 1, note: 'x'.repeat(101) }, operator);
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(FLAG, { brokerId: b!.id, flagType: 'Other', priority: 1 }, operator))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(FLAG, { brokerId: b!.id, flagType: FLAG_TYPES.needsEvaluation, priority: 4 }, operator))).toBe(
      'BAD_USER_INPUT',
    );
    const ok = await t.gql<{ flagBroker: { message: string } }>(
      FLAG,
      { brokerId: b!.id, flagType: FLAG_TYPES.needsEvaluation, priority: 1, note: 'Two offices' },
      operator,
    );
    expect(ok.data!.flagBroker.message).toBe('Broker flagged successfully');
    expect((await counts()).high).toBe(before.high + 1);
    await t.gql(UPDATE, { brokerId: b!.id, email: 'evaluated@example.com', phone: ['555-000-1111'], isFlaggedRecord: true }, operator);
    const [after] = await db().select().from(brokers).where(eq(brokers.id, b!.id));
    expect([after!.flagType, after!.priority, after!.note]).toEqual([null, null, null]);
    expect((await counts()).high).toBe(before.high);
  });
});

describe('roles', () => {
  it('refuses the customer every directory call, and anyone without a token', async () => {
    const customer = await t.login('customer@vms.test');
    expect(errorCode(await t.gql(DIRECTORY, {}, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(COUNTS, {}, customer))).toBe('FORBIDDEN');
    const [b] = await db().select().from(brokers).limit(1);
    expect(errorCode(await t.gql(FLAG, { brokerId: b!.id, flagType: FLAG_TYPES.needsEvaluation, priority: 2 }, customer))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(DIRECTORY, {}))).toBe('UNAUTHENTICATED');
    for (const email of ['admin@vms.test', 'pm@vms.test', 'qa@vms.test', 'qc@vms.test']) {
      expect((await t.gql(COUNTS, {}, await t.login(email))).errors).toBeUndefined();
    }
  });
});

describe('live counts', () => {
  it('pushes both counts to every subscriber when anyone saves, and refuses a customer', async () => {
    const address = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const url = address.replace('http', 'ws') + '/graphql';
    const first = <T>(query: string, token: string) =>
      new Promise<T>((resolve) => {
        const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
        client.subscribe(
          { query },
          { next: (v) => (resolve(v as T), void client.dispose()), error: (e) => resolve(e as T), complete: () => {} },
        );
      });
    const toUpdate = first<{ data: { updateBrokerDirectoryCountDetails: { count: number } } }>(
      'subscription { updateBrokerDirectoryCountDetails { count } }',
      operator,
    );
    const high = first<{ data: { highPriorityCountDetails: { count: number } } }>(
      'subscription { highPriorityCountDetails { count } }',
      operator,
    );
    const refused = await first<{ errors: { extensions: { code: string } }[] }>(
      'subscription { highPriorityCountDetails { count } }',
      await t.login('customer@vms.test'),
    );
    expect(refused.errors[0]!.extensions.code).toBe('FORBIDDEN');
    await new Promise((r) => setTimeout(r, 200));
    const [b] = await db().select().from(brokers).where(isNull(brokers.flagType)).limit(1);
    await t.gql(FLAG, { brokerId: b!.id, flagType: FLAG_TYPES.emailNotFound, priority: 1 }, operator);
    const now = await counts();
    expect((await toUpdate).data.updateBrokerDirectoryCountDetails.count).toBe(now.toUpdate);
    expect((await high).data.highPriorityCountDetails.count).toBe(now.high);
  });
});

describe('CRM out of sync', () => {
  it('lists brokers changed after their last push or different from the CRM, filtered by update date', async () => {
    const all = (
      await t.gql<{
        getHsOutOfSyncData: {
          totalCount: number;
          data: { broker: { id: string; brokerUpdatedAt: string | null }; crmEmail: string | null }[];
        };
      }>(HS, { input: { limit: 100 } }, operator)
    ).data!.getHsOutOfSyncData;
    expect(all.totalCount).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const filtered = (
      await t.gql<{ getHsOutOfSyncData: { totalCount: number; data: { broker: { brokerUpdatedAt: string } }[] } }>(
        HS,
        { input: { filter: { startDate: today, endDate: today } } },
        operator,
      )
    ).data!.getHsOutOfSyncData;
    for (const r of filtered.data) expect(r.broker.brokerUpdatedAt.slice(0, 10)).toBe(today);
    const bad = await t.gql(HS, { input: { filter: { startDate: today, endDate: '2000-01-01' } } }, operator);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('the sync job pushes them to the CRM and the list empties', async () => {
    const result = await pushOutOfSyncBrokers(t.app.services);
    expect(result.failed).toBe(0);
    expect(result.pushed).toBeGreaterThan(0);
    const after = await t.gql<{ getHsOutOfSyncData: { totalCount: number } }>(HS, { input: {} }, operator);
    expect(after.data!.getHsOutOfSyncData.totalCount).toBe(0);
    const [mirror] = await db().select().from(crmContacts).where(eq(crmContacts.email, 'fixed@example.com'));
    expect(mirror?.phone).toEqual(['555-123-4567']);
  });
});

describe('GET /api/export-file', () => {
  it('streams an xlsx of the out-of-sync brokers with a header row and typed dates', async () => {
    const [b] = await db().select().from(brokers).where(isNotNull(brokers.email)).limit(1);
    await t.gql(UPDATE, { brokerId: b!.id, email: 'export.me@example.com', phone: ['555-222-3333'] }, operator);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.app.fastify.inject({ url: `/api/export-file?access_token=${operator}&start_date=${today}&end_date=${today}` });
    expect(res.statusCode).toBe(200);
    const us = `${today.slice(5, 7)}-${today.slice(8, 10)}-${today.slice(0, 4)}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="HS_Non_Sync_Data_${us}_to_${us}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('First Name');
    expect(sheet.getRow(1).getCell(4).value).toBe('Email');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('export.me@example.com');
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it('names the file HS_Non_Sync_Data.xlsx without dates, and refuses bad dates, customers and no token', async () => {
    const res = await t.app.fastify.inject({ url: '/api/export-file', headers: { authorization: `Bearer ${operator}` } });
    expect(res.headers['content-disposition']).toBe('attachment; filename="HS_Non_Sync_Data.xlsx"');
    const bad = await t.app.fastify.inject({ url: `/api/export-file?access_token=${operator}&start_date=01/02/2026` });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Dates are YYYY-MM-DD']);
    const customer = await t.login('customer@vms.test');
    expect((await t.app.fastify.inject({ url: `/api/export-file?access_token=${customer}` })).statusCode).toBe(403);
    expect((await t.app.fastify.inject({ url: '/api/export-file' })).statusCode).toBe(401);
  });
});

describe('the directory search count (ADR 0016)', () => {
  it('counts a search up to the cap and says when more match; filter lists count exactly', async () => {
    const before = await directory({ missingEmail: true });
    await db()
      .insert(brokers)
      .values(
        Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => ({
          externalId: `CAPSHAW-${i}`,
          firstName: 'Cap',
          lastName: 'Capshaw',
          email: null,
        })),
      );
    const searched = await t.gql<{ getBrokersDirectory: Page & { totalCountCapped: boolean } }>(
      `{ getBrokersDirectory(searchString: "capshaw", limit: 10, offset: ${SEARCH_COUNT_CAP - 10}) { totalCount totalCountCapped data { id } } }`,
      {},
      operator,
    );
    expect(searched.data!.getBrokersDirectory).toMatchObject({ totalCount: SEARCH_COUNT_CAP, totalCountCapped: true });
    expect(searched.data!.getBrokersDirectory.data).toHaveLength(10);
    const filtered = await t.gql<{ getBrokersDirectory: { totalCount: number; totalCountCapped: boolean } }>(
      '{ getBrokersDirectory(missingEmail: true) { totalCount totalCountCapped } }',
      {},
      operator,
    );
    expect(filtered.data!.getBrokersDirectory).toEqual({ totalCount: before.totalCount + SEARCH_COUNT_CAP + 5, totalCountCapped: false });
  });

  it('matches a full scan below the cap for names, companies and e-mail parts', async () => {
    const all = await db().select().from(brokers);
    for (const term of ['an', 'smith', 'realty', 'garcia', '@', 'capshaw x']) {
      const expected = all.filter((b) =>
        `${b.firstName} ${b.lastName} ${b.company ?? ''} ${b.email ?? ''}`.toLowerCase().includes(term),
      ).length;
      const got = await t.gql<{ getBrokersDirectory: { totalCount: number; totalCountCapped: boolean } }>(
        'query($s: String) { getBrokersDirectory(searchString: $s) { totalCount totalCountCapped } }',
        { s: term },
        operator,
      );
      expect(got.data!.getBrokersDirectory, term).toEqual({
        totalCount: Math.min(expected, SEARCH_COUNT_CAP),
        totalCountCapped: expected > SEARCH_COUNT_CAP,
      });
    }
  });
});

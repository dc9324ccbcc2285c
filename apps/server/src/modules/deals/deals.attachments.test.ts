// A deal's attachments (part B §2.7, §3 "pilot asset folder", §7 "Deals"): the customer-provided-docs folders are the
// project's shot folders of folder type 'Sales', listed by pilotAssetFoldersListing(projectId, folderTypes 'Sales'),
// and their files by getAwsFiles(filePath). Every deals role reads them; the sales person uploads into them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { FILES, uploadFile } from '../files/files.test-helpers.js';

let t: TestApp;
const WHO = ['sales', 'admin', 'pm', 'qa', 'qc', 'customer', 'editor', 'broker'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
let deal: { projectId: number; projectUuid: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  const list = await t.gql<{ deals: { dealData: { projectId: number }[] } }>('{ deals { dealData { projectId } } }', {}, tokens.sales);
  const projectId = list.data!.deals.dealData[0]!.projectId;
  const detail = await t.gql<{ deal: { projectUuid: string } }>(
    'query($p: ID!) { deal(projectId: $p) { projectUuid } }',
    { p: String(projectId) },
    tokens.sales,
  );
  deal = { projectId, projectUuid: detail.data!.deal.projectUuid };
});
afterAll(() => t?.close());

const FOLDERS =
  'query($p: ID!, $f: String) { pilotAssetFoldersListing(projectId: $p, folderTypes: $f) { id title uploadingPath folderTypes } }';
type Folder = { id: string; title: string; uploadingPath: string; folderTypes: string };
const salesFolders = async (token: string) => {
  const r = await t.gql<{ pilotAssetFoldersListing: Folder[] }>(FOLDERS, { p: String(deal.projectId), f: 'Sales' }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.pilotAssetFoldersListing;
};

describe("a deal's customer-provided-docs folders", () => {
  it("lists only the project's Sales folders, below its Project Inputs, for every deals role", async () => {
    for (const who of ['sales', 'admin', 'pm', 'qa', 'qc'] as const) {
      const folders = await salesFolders(tokens[who]);
      expect(
        folders.map((f) => f.title),
        who,
      ).toEqual(['Customer-Provided Docs', 'Site Plans']);
      for (const f of folders) {
        expect(f.folderTypes).toBe('Sales');
        expect(f.uploadingPath).toBe(`projects/${deal.projectUuid}/Project Inputs/${f.title}`);
      }
    }
  });

  it("takes the sales person's upload into Customer-Provided Docs, lists it to the other deals roles, QA and QC post and delete there", async () => {
    const [docs] = await salesFolders(tokens.sales);
    const key = `${docs!.uploadingPath}/signed-order.pdf`;
    expect(await uploadFile(t, tokens.sales, key, Buffer.alloc(70_000, 7), 64 * 1024, 'application/pdf')).toMatchObject({ Key: key });
    for (const who of ['sales', 'pm', 'qa'] as const) {
      const files = await t.gql<{ getAwsFiles: { Key: string; fileName: string }[] }>(FILES, { f: docs!.uploadingPath }, tokens[who]);
      expect(
        files.data!.getAwsFiles.map((f) => f.fileName),
        who,
      ).toEqual(['signed-order.pdf']);
    }
    // QA and QC post there too, and only there in Project Inputs (part B §6 'Upload file': sales, PM, QA, admin, QC)
    const qcKey = `${docs!.uploadingPath}/qc-checklist.pdf`;
    expect(await uploadFile(t, tokens.qc, qcKey, Buffer.alloc(1000, 3), 64 * 1024, 'application/pdf')).toMatchObject({ Key: qcKey });
    await expect(
      uploadFile(t, tokens.qa, `projects/${deal.projectUuid}/Project Inputs/elsewhere.pdf`, Buffer.alloc(10, 1), 64 * 1024),
    ).rejects.toThrow(/FORBIDDEN|permission/i);
    // the delete button's call (part B §6: sales, PM, QA, admin, QC)
    const del = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/s3-file-delete',
      payload: { file: key },
      headers: { authorization: `Bearer ${tokens.qa}` },
    });
    expect(del.statusCode).toBe(200);
    const delQc = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/s3-file-delete',
      payload: { file: qcKey },
      headers: { authorization: `Bearer ${tokens.qc}` },
    });
    expect(delQc.statusCode).toBe(200);
    expect((await t.gql<{ getAwsFiles: unknown[] }>(FILES, { f: docs!.uploadingPath }, tokens.sales)).data!.getAwsFiles).toEqual([]);
    // the other Sales folder stays empty: the count is per folder
    const [, plans] = await salesFolders(tokens.sales);
    expect((await t.gql<{ getAwsFiles: unknown[] }>(FILES, { f: plans!.uploadingPath }, tokens.sales)).data!.getAwsFiles).toEqual([]);
  });

  it('refuses an unknown folder type, and the roles outside the deals portal', async () => {
    const bad = await t.gql(FOLDERS, { p: String(deal.projectId), f: 'Deals' }, tokens.sales);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    for (const who of ['customer', 'editor', 'broker'] as const) {
      const r = await t.gql(FOLDERS, { p: String(deal.projectId), f: 'Sales' }, tokens[who]);
      expect(errorCode(r), who).toBe('FORBIDDEN');
    }
  });
});

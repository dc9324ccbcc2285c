// The admin's folder-permission operations (docs/adr/0013): list, grant, revoke; and what a grant changes for the person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';
import { projects } from '../core/index.js';
import { FILES, START, folder } from './files.test-helpers.js';
import { SALES_FOLDERS } from '../pilot/pilot.template.js';

const LIST = `query($id: ID!) { getProjectFolderPermissions(projectId: $id) {
  projectId folders { name subdirectories } people { email name role grants { directory subdirectory permission } } } }`;
const GRANT = `mutation($id: ID!, $email: String!, $d: String!, $s: String, $p: String!) {
  grantFolderPermission(projectId: $id, email: $email, directory: $d, subdirectory: $s, permission: $p) { email grants { directory subdirectory permission } } }`;
const REVOKE = `mutation($id: ID!, $email: String!, $d: String!, $s: String) {
  revokeFolderPermission(projectId: $id, email: $email, directory: $d, subdirectory: $s) { email grants { directory subdirectory permission } } }`;
const FOLDERS = 'query($id: ID!) { getAwsFolders(projectId: $id) { name permission subFolders { name permission } } }';

type Grant = { directory: string; subdirectory: string | null; permission: string };
type Person = { email: string; grants: Grant[] };

describe('folder permissions screen', () => {
  let t: TestApp;
  let admin: string, pm: string, qc: string;
  let project: { id: string; number: number };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, pm, qc] = await Promise.all([t.login('admin@vms.test'), t.login('pm@vms.test'), t.login('qc@vms.test')]);
    const all = await t.app.services.db.select({ id: projects.id, number: projects.number, plan: projects.plan }).from(projects);
    project = all.find((p) => p.plan !== 'BRONZE')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the project's folders and the grants on them", async () => {
    const r = await t.gql<{
      getProjectFolderPermissions: { folders: Array<{ name: string; subdirectories: string[] }>; people: Array<Person & { role: string }> };
    }>(LIST, { id: String(project.number) }, admin);
    const view = r.data!.getProjectFolderPermissions;
    // the demo review folder (the review domain's seed, docs/adr/0019-review.md) may sit under Project Data
    const folders = view.folders.map((f) => ({ ...f, subdirectories: f.subdirectories.filter((d) => d !== 'Video Review') }));
    expect(folders).toEqual([
      // the Sales folders of the pilot's shot list sit beside the template's (docs/adr/0018-pilot.md)
      { name: 'Project Inputs', subdirectories: ['Project Documents', ...SALES_FOLDERS.map((f) => f.title)] },
      { name: 'Aerial Imagery', subdirectories: ['Aerial Footage', 'Aerial Photos'] },
      { name: 'Custom Shots OR B Roll', subdirectories: [] },
      { name: 'Project Data', subdirectories: [] },
    ]);
    const qcRow = view.people.find((p) => p.email === 'qc@vms.test')!;
    expect(qcRow.role).toBe('vms-quality-controller');
    expect(qcRow.grants.map((g) => `${g.directory}:${g.permission}`)).toEqual([
      'Project Inputs:view',
      // post on the deal's customer-provided-docs folders (part B §6 deals; docs/adr/0015-deals.md)
      ...SALES_FOLDERS.map(() => 'Project Inputs:post'),
      'Aerial Imagery:view',
      'Custom Shots OR B Roll:view',
      'Project Data:view',
    ]);
  });

  it('grant post lets the person upload; revoke takes the folder away', async () => {
    const path = folder(project.id, 'Project Data', 'qc-note.txt');
    expect(errorCode(await t.gql(START, { p: path, t: 'text/plain' }, qc))).toBe('FORBIDDEN');

    const granted = await t.gql<{ grantFolderPermission: Person }>(
      GRANT,
      { id: String(project.number), email: ' QC@vms.test ', d: 'Project Data', p: 'post' },
      admin,
    );
    expect(granted.data!.grantFolderPermission.grants).toContainEqual({
      directory: 'Project Data',
      subdirectory: null,
      permission: 'post',
    });
    expect((await t.gql<{ getAwsUploadId: string }>(START, { p: path, t: 'text/plain' }, qc)).data?.getAwsUploadId).toBeTruthy();

    const revoked = await t.gql<{ revokeFolderPermission: Person }>(
      REVOKE,
      { id: String(project.number), email: 'qc@vms.test', d: 'Project Data' },
      admin,
    );
    expect(revoked.data!.revokeFolderPermission.grants.map((g) => g.directory)).not.toContain('Project Data');
    const folders = await t.gql<{ getAwsFolders: Array<{ name: string }> }>(FOLDERS, { id: String(project.number) }, qc);
    expect(folders.data!.getAwsFolders.map((f) => f.name)).not.toContain('Project Data');
    expect(errorCode(await t.gql(FILES, { f: folder(project.id, 'Project Data') }, qc))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(START, { p: path, t: 'text/plain' }, qc))).toBe('FORBIDDEN');

    // A sub-folder grant gives that sub-folder only.
    await t.gql(GRANT, { id: String(project.number), email: 'qc@vms.test', d: 'Aerial Imagery', s: 'Aerial Photos', p: 'post' }, admin);
    const sub = await t.gql<{
      getAwsFolders: Array<{ name: string; permission: string; subFolders: Array<{ name: string; permission: string }> }>;
    }>(FOLDERS, { id: String(project.number) }, qc);
    const aerial = sub.data!.getAwsFolders.find((f) => f.name === 'Aerial Imagery')!;
    expect(aerial.subFolders).toEqual([
      { name: 'Aerial Footage', permission: 'view' },
      { name: 'Aerial Photos', permission: 'post' },
    ]);
  });

  it('refuses unknown folders, people and roles that do not work in folders, and a grant that is not there', async () => {
    const id = String(project.number);
    const bad = await t.gql(GRANT, { id, email: 'qc@vms.test', d: 'Nowhere', p: 'view' }, admin);
    expect([errorCode(bad), bad.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'This project has no such folder.']);
    const badSub = await t.gql(GRANT, { id, email: 'qc@vms.test', d: 'Project Data', s: 'Nope', p: 'view' }, admin);
    expect(badSub.errors?.[0]?.message).toBe('This folder has no such sub-folder.');
    const badPerm = await t.gql(GRANT, { id, email: 'qc@vms.test', d: 'Project Data', p: 'edit' }, admin);
    expect([errorCode(badPerm), badPerm.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'Choose view or post']);
    const badMail = await t.gql(GRANT, { id, email: 'not-an-email', d: 'Project Data', p: 'view' }, admin);
    expect(badMail.errors?.[0]?.message).toBe('Enter a valid email');
    const nobody = await t.gql(GRANT, { id, email: 'nobody@vms.test', d: 'Project Data', p: 'view' }, admin);
    expect(errorCode(nobody)).toBe('NOT_FOUND');
    const customer = await t.gql(GRANT, { id, email: 'customer@vms.test', d: 'Project Data', p: 'view' }, admin);
    expect(customer.errors?.[0]?.message).toBe("This person's role does not work in project folders.");
    const none = await t.gql(REVOKE, { id, email: 'pm@vms.test', d: 'Project Data', s: 'Nope' }, admin);
    expect(none.errors?.[0]?.message).toBe('This folder has no such sub-folder.');
    const notHeld = await t.gql(REVOKE, { id, email: 'operator@vms.test', d: 'Project Data' }, admin);
    expect(notHeld.errors?.[0]?.message).toBe("This person's role does not work in project folders.");
    const missing = await t.gql(REVOKE, { id, email: 'sales@vms.test', d: 'Project Data' }, admin);
    expect([errorCode(missing), missing.errors?.[0]?.message]).toEqual(['NOT_FOUND', 'This person has no such folder permission.']);
    expect(errorCode(await t.gql(LIST, { id: '999999' }, admin))).toBe('NOT_FOUND');
  });

  it('is for admins only', async () => {
    const id = String(project.number);
    expect(errorCode(await t.gql(LIST, { id }, pm))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(GRANT, { id, email: 'pm@vms.test', d: 'Project Data', p: 'view' }, pm))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(REVOKE, { id, email: 'pm@vms.test', d: 'Project Data' }, qc))).toBe('FORBIDDEN');
  });
});

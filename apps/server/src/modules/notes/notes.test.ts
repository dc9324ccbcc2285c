// Notes through the real GraphQL endpoint: a pilot's note goes to the PM, the PM's to the pilot; on the project or a
// shot; listed either way in both orders; bad input, role refusal and another pilot's project (NOT_FOUND).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES, PILOT_FIELD_MESSAGES, PILOT_MESSAGES } from '@vms/shared';
import { createTestApp, errorCode, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const WHO = ['pilot', 'rio.pilot', 'pm', 'admin', 'qa', 'qc', 'sales', 'customer', 'editor'] as const;
const tokens = {} as Record<(typeof WHO)[number], string>;
let projectId: string;
let rioProject: string;
let shotId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
  for (const who of WHO) tokens[who] = await t.login(`${who}@vms.test`);
  const list = `query { pilotProjectListing { projects { id acceptedByPilot planType status } } }`;
  const mine = await t.gql<{
    pilotProjectListing: { projects: { id: number; acceptedByPilot: boolean; planType: string; status: string }[] };
  }>(list, {}, tokens.pilot);
  projectId = String(
    mine.data!.pilotProjectListing.projects.find((p) => p.acceptedByPilot && p.planType === 'PLATINUM' && p.status === 'ACTIVE')!.id,
  );
  const rio = await t.gql<{ pilotProjectListing: { projects: { id: number }[] } }>(list, {}, tokens['rio.pilot']);
  rioProject = String(rio.data!.pilotProjectListing.projects[0]!.id);
  const shots = await t.gql<{ pilotAssetFoldersListing: { id: string }[] }>(
    `query($p: ID!) { pilotAssetFoldersListing(projectId: $p, folderTypes: "Image") { id } }`,
    { p: projectId },
    tokens.pilot,
  );
  shotId = shots.data!.pilotAssetFoldersListing[0]!.id;
});
afterAll(() => t?.close());

const ADD = `mutation($projectId: ID!, $noteText: String!, $folderId: ID) { addNotes(projectId: $projectId, noteText: $noteText, folderId: $folderId, notesUserRole: "vms-admin", notesTo: "someone@else.test") { message id } }`;
const LIST = `query($input: ListNotesInput!) { listNotes(input: $input) { id noteText notesUserRole notesUsername notesToName folderId createdAt pilot_task { title folderTypes } } }`;
type Note = {
  id: string;
  noteText: string;
  notesUserRole: string;
  notesUsername: string;
  notesToName: string | null;
  folderId: string | null;
  pilot_task: { title: string } | null;
};
const list = async (input: Record<string, unknown>, token = tokens.pm) => {
  const r = await t.gql<{ listNotes: Note[] }>(LIST, { input }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.listNotes;
};

describe('notes', () => {
  it("lists the seeded project's notes, newest first by default", async () => {
    const all = await list({ projectId });
    expect(all.length).toBeGreaterThanOrEqual(3);
    const asc = await list({ projectId, orderBy: 'ASC' });
    expect(asc.map((n) => n.id)).toEqual([...all.map((n) => n.id)].reverse());
  });

  it("sends the pilot's note to the PM and the PM's to the pilot, whatever the client claims", async () => {
    const mine = await t.gql<{ addNotes: { message: string; id: string } }>(
      ADD,
      { projectId, noteText: '  Wind is 20 mph, flying at 10:00.  ' },
      tokens.pilot,
    );
    expect(mine.data!.addNotes.message).toBe(PILOT_MESSAGES.noteAdded);
    const theirs = await t.gql<{ addNotes: { id: string } }>(ADD, { projectId, noteText: 'Fine by me.', folderId: shotId }, tokens.pm);
    const notes = await list({ projectId });
    const a = notes.find((n) => n.id === mine.data!.addNotes.id)!;
    const b = notes.find((n) => n.id === theirs.data!.addNotes.id)!;
    expect(a).toMatchObject({ noteText: 'Wind is 20 mph, flying at 10:00.', notesUserRole: 'vms-pilot', notesUsername: 'Pete Flyer' });
    expect(a.notesToName).not.toBe('Pete Flyer');
    expect(b).toMatchObject({ notesUserRole: 'vms-project-manager', notesToName: 'Pete Flyer', folderId: shotId });
    expect(b.pilot_task!.title).toBeTruthy();
    expect((await list({ folderId: shotId }, tokens.pilot)).map((n) => n.id)).toContain(b.id);
    const shot = await t.gql<{ pilotAssetFoldersListing: { id: string; hasNoteAdded: boolean }[] }>(
      `query($p: ID!) { pilotAssetFoldersListing(projectId: $p, folderTypes: "Image") { id hasNoteAdded } }`,
      { p: projectId },
      tokens.pilot,
    );
    expect(shot.data!.pilotAssetFoldersListing.find((s) => s.id === shotId)!.hasNoteAdded).toBe(true);
  });

  it('refuses blank notes, bad targets, other roles and other pilots’ projects', async () => {
    for (const [text, message] of [
      ['', PILOT_FIELD_MESSAGES.required],
      ['   ', PILOT_FIELD_MESSAGES.whiteSpace],
    ] as const) {
      const r = await t.gql(ADD, { projectId, noteText: text }, tokens.pilot);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toBe(message);
    }
    const wrongShot = await t.gql(ADD, { projectId, noteText: 'x', folderId: '00000000-0000-4000-8000-000000000000' }, tokens.pilot);
    expect(wrongShot.errors![0]!.message).toBe(PILOT_MESSAGES.shotMissing);
    const noTarget = await t.gql(LIST, { input: {} }, tokens.pm);
    expect(noTarget.errors![0]!.message).toBe(PILOT_FIELD_MESSAGES.noteTarget);
    for (const who of ['qa', 'sales', 'customer', 'editor'] as const) {
      expect(errorCode(await t.gql(ADD, { projectId, noteText: 'x' }, tokens[who]))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(LIST, { input: { projectId } }, tokens[who]))).toBe('FORBIDDEN');
    }
    for (const r of [
      await t.gql(ADD, { projectId: rioProject, noteText: 'x' }, tokens.pilot),
      await t.gql(LIST, { input: { projectId: rioProject } }, tokens.pilot),
      await t.gql(LIST, { input: { folderId: shotId } }, tokens['rio.pilot']),
    ]) {
      expect(errorCode(r)).toBe('NOT_FOUND');
      expect(r.errors![0]!.message).toBe(MANAGEMENT_MESSAGES.projectMissing);
    }
  });
});

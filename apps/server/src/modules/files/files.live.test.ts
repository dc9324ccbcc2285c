// Live folder updates: getUpdatedAwsFolders tells subscribers of a project about uploads and deletes, and only
// people who may open the project can subscribe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { projects, users } from '../core/index.js';
import { folder, projectsFor, uploadFile } from './files.test-helpers.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
});
afterAll(() => t?.close());

const SUB = 'subscription($id: ID!) { getUpdatedAwsFolders(projectId: $id) { projectId path action } }';

function subscribe(token: string, id: string) {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  const events: unknown[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query: SUB, variables: { id } },
    { next: (v) => void (v.errors ? errors.push(...v.errors) : events.push(v.data)), error: (e) => errors.push(e), complete: () => {} },
  );
  return { events, errors, close: () => client.dispose() };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('getUpdatedAwsFolders', () => {
  it('reports an upload and a delete to the subscribers of the project, by project number', async () => {
    const pm = await t.login('pm@vms.test');
    const [e] = await t.app.services.db.select().from(users).where(eq(users.email, 'editor@vms.test'));
    const { mine, other } = await projectsFor(t, e!.id);
    const live = subscribe(pm, String(mine.number));
    await new Promise((r) => setTimeout(r, 300));
    const key = (await uploadFile(t, pm, folder(mine.id, 'Project Data', 'live.txt'), Buffer.from('x'), 1024)).Key;
    await t.app.fastify.inject({
      method: 'POST',
      url: '/api/s3-file-delete',
      headers: { authorization: `Bearer ${pm}` },
      payload: { file: key },
    });
    await waitFor(() => live.events.length >= 2);
    expect(live.events).toEqual([
      { getUpdatedAwsFolders: { projectId: mine.id, path: key, action: 'UPLOADED' } },
      { getUpdatedAwsFolders: { projectId: mine.id, path: key, action: 'DELETED' } },
    ]);
    live.close();

    const editor = await t.login('editor@vms.test');
    const refused = subscribe(editor, other.id);
    await waitFor(() => refused.errors.length > 0);
    expect(JSON.stringify(refused.errors)).toContain('NOT_FOUND');
    refused.close();
  });

  // Issue #34 finding 10, written as the attack: a pilot subscribed to their project heard the name of every file
  // uploaded to it, also in folders they may not view (the project was checked, the folder permission was not).
  it('tells a pilot only of files in folders they may view', async () => {
    const [pm, pilot] = await Promise.all([t.login('pm@vms.test'), t.login('pilot@vms.test')]);
    const [me] = await t.app.services.db.select().from(users).where(eq(users.email, 'pilot@vms.test'));
    const [p] = await t.app.services.db
      .select()
      .from(projects)
      .where(and(eq(projects.pilotId, me!.id), isNotNull(projects.customerId)))
      .limit(1);
    const live = subscribe(pilot, p!.id);
    await new Promise((r) => setTimeout(r, 300));
    const hidden = (await uploadFile(t, pm, folder(p!.id, 'Project Data', 'secret-offer.pdf'), Buffer.from('x'), 1024)).Key;
    const shown = (await uploadFile(t, pm, folder(p!.id, 'Aerial Imagery', 'pass-2.jpg'), Buffer.from('y'), 1024)).Key;
    await waitFor(() => live.events.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(live.events).toEqual([{ getUpdatedAwsFolders: { projectId: p!.id, path: shown, action: 'UPLOADED' } }]);
    expect(JSON.stringify(live.events)).not.toContain(hidden);
    live.close();
  });
});

// Live folder updates: getUpdatedAwsFolders tells subscribers of a project about uploads and deletes, and only
// people who may open the project can subscribe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../core/index.js';
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
  client.subscribe({ query: SUB, variables: { id } }, { next: (v) => void (v.errors ? errors.push(...v.errors) : events.push(v.data)), error: (e) => errors.push(e), complete: () => {} });
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
    await t.app.fastify.inject({ method: 'POST', url: '/api/s3-file-delete', headers: { authorization: `Bearer ${pm}` }, payload: { file: key } });
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
});

// The project-access policy matrix: every role × {a project where it holds every place, someone else's project} ×
// every project-scoped root field, expected from OPERATION_ACCESS (the role reaches the field) and PROJECT_ACCESS (the
// role reaches the project for the field's declared purpose). A root field that names a project in its arguments
// without declaring itself project-scoped fails here, so a new operation cannot skip the policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  ALL_ROLES,
  MANAGEMENT_MESSAGES,
  REVIEW_STATES,
  TASK_STATUSES,
  OPERATION_ACCESS,
  REST_ACCESS,
  allows,
  type Access,
  type Role,
} from '@vms/shared';
import { createTestApp, type GqlResult, type TestApp } from '../../../test/test-app.js';
import { operationFor, rootFields } from '../../../test/graphql-sample.js';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts.js';
import { forbidden } from '../../../platform/errors.js';
import { ROLE_REFUSED } from '../../../platform/auth/rest-auth.js';
import type { RestRouteConfig } from '../../../platform/rest.js';
import {
  createProject,
  mayAccess,
  PROJECT_ACCESS,
  PROJECT_PURPOSES,
  PROJECT_ARGUMENT_NAMES,
  projectTasks,
  users,
  type ProjectArgKind,
  type ProjectRow,
  type ProjectScopedDeclaration,
} from '../index.js';

/** Arguments whose sample would fail validation before the project is looked up (validation comes first). */
const VALID_ARGUMENTS: Record<string, string> = {
  crexiTaskStatus: JSON.stringify(TASK_STATUSES[0]),
  reviewStatus: JSON.stringify(REVIEW_STATES[0]),
  folderTypes: JSON.stringify('Custom'),
  dueDate: JSON.stringify(new Date(Date.now() + 86_400_000).toISOString()),
};
/** The same, where the valid value depends on the field or on who asks. */
const VALID_FIELD_ARGUMENTS: Record<string, (viewer: { id: string; role: Role }) => Record<string, string>> = {
  pilotAssetFoldersListing: () => ({ status: JSON.stringify('All') }),
  // an invitee answers as their own role: the pilot accepts; the editor names themself and has no invitation to answer
  projectAcceptedByEditorOrPilot: ({ id, role }) => ({
    status: JSON.stringify('ACCEPTED'),
    ...(role === 'vms-pilot' ? { flag: JSON.stringify('PILOT') } : { flag: JSON.stringify('EDITOR'), editorId: JSON.stringify(id) }),
  }),
  draftBronzeSegments: () => ({ eliteAuction: '"ELITE"', formData: '[{attributeValue: "ASSET_NAME", value: "x"}]' }),
  bronzeChapterPreview: () => ({ formData: '[{attributeValue: "ASSET_NAME", value: "x"}]' }),
  updateCustomImageS3Url: () => ({
    packageType: '"BRONZE"',
    input: '[{s3ImageLink: "x", fileType: "IMAGE", chapter: "Chapter_1"}]',
  }),
  deleteCustomImageS3Url: () => ({ fileType: '"IMAGE"' }),
};

const declarationOf = (field: (typeof rootFields)[number]['field']) =>
  (field.extensions as { projectScoped?: ProjectScopedDeclaration }).projectScoped;
/** An argument a field declares (notProjectScoped) to name something other than a project. */
const namesOther = (field: (typeof rootFields)[number]['field'], arg: string) =>
  (field.extensions as { notProjectScoped?: { arg: string } }).notProjectScoped?.arg === arg;
const scopedFields = rootFields.filter(({ field }) => declarationOf(field));

describe('the policy', () => {
  // The grid docs/adr/0010-project-core.md writes down, role by role: a change to PROJECT_ACCESS must change this too.
  it('is the one the ADR decides', () => {
    const grid = ALL_ROLES.map((role) => `${role}: ${PROJECT_PURPOSES.map((p) => `${p}=${PROJECT_ACCESS[p][role] ?? '-'}`).join(' ')}`);
    expect(grid).toEqual([
      'vms-admin: list=all read=all files=all review=all deliver=all deals=all',
      'crexi: list=customer read=customer files=- review=customer deliver=customer deals=-',
      'broker: list=- read=- files=- review=- deliver=- deals=-',
      'vms-operator: list=- read=- files=- review=- deliver=- deals=-',
      'vms-test: list=all read=all files=all review=all deliver=all deals=all',
      'vms-project-manager: list=all read=all files=all review=all deliver=all deals=all',
      'vms-pilot: list=pilot read=pilot files=pilot review=- deliver=- deals=-',
      'vms-editor: list=editor read=editor files=editor review=editor deliver=editor deals=-',
      'vms-sales-person: list=all read=all files=all review=- deliver=all deals=all',
      'vidpitch-admin: list=- read=- files=- review=- deliver=- deals=-',
      'vms-quality-controller: list=all read=all files=all review=all deliver=all deals=all',
    ]);
  });
});

describe('project-scoped declarations', () => {
  it('covers every root field that names a project in its arguments', () => {
    const undeclared = rootFields
      .filter(
        ({ field }) =>
          field.args.some((a) => (PROJECT_ARGUMENT_NAMES as readonly string[]).includes(a.name) && !namesOther(field, a.name)) &&
          !declarationOf(field),
      )
      .map(({ field }) => field.name);
    expect(undeclared).toEqual([]);
  });
  it('names an argument the field has', () => {
    for (const { field } of scopedFields)
      expect(
        field.args.map((a) => a.name),
        field.name,
      ).toContain(declarationOf(field)!.arg);
  });
});

describe('project-access matrix', () => {
  let t: TestApp;
  let wsUrl: string;
  const tokens = new Map<Role, string>();
  const viewers = new Map<Role, { id: string; role: Role }>();
  let own: ProjectRow;
  let other: ProjectRow;
  const refs = new Map<string, Record<ProjectArgKind, string>>();

  /** The argument value naming `p` in each form a field may take. */
  async function refsOf(p: ProjectRow): Promise<Record<ProjectArgKind, string>> {
    const db = t.app.services.db;
    // a top folder of the project, read as SQL: core's tests stay out of the files domain's tables
    const { rows } = await t.app.services.database.executeSql(
      'select path from project_folders where project_id = $1 order by depth, position limit 1',
      [p.id],
    );
    const folder = rows[0] as { path: string } | undefined;
    const [task] = await db.select().from(projectTasks).where(eq(projectTasks.projectId, p.id)).limit(1);
    return { ref: String(p.number), folder: folder!.path, file: `${folder!.path}/matrix-probe.txt`, task: task!.id, uuid: p.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: '100000' });
    wsUrl = (await t.app.fastify.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
    for (const role of ALL_ROLES) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      tokens.set(role, await t.login(account.email));
    }
    const db = t.app.services.db;
    const people = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => people.find((u) => u.email === email)!.id;
    for (const role of ALL_ROLES) viewers.set(role, { id: idOf(DEMO_ACCOUNTS.find((a) => a.role === role)!.email), role });
    await db.transaction(async (tx) => {
      own = await createProject(tx, t.app.services, {
        projectName: 'Matrix — everyone’s own',
        plan: 'PLATINUM',
        assetId: null,
        customerId: idOf('customer@vms.test'),
        pmId: idOf('pm@vms.test'),
        editorId: idOf('editor@vms.test'),
        pilotId: idOf('pilot@vms.test'),
      });
      other = await createProject(tx, t.app.services, {
        projectName: 'Matrix — someone else’s',
        plan: 'PLATINUM',
        assetId: null,
        customerId: idOf('dana.customer@vms.test'),
        pmId: idOf('morgan.pm@vms.test'),
        editorId: idOf('ivy.editor@vms.test'),
        pilotId: idOf('rio.pilot@vms.test'),
      });
    });
    refs.set(own.id, await refsOf(own));
    refs.set(other.id, await refsOf(other));
  });
  afterAll(() => t?.close());

  /**
   * Over graphql-ws: the errors a subscription reports within a wait (none while it stays open). An accepted
   * subscription sends nothing, so the wait is what tells them apart: two seconds, since a refusal took over half a
   * second to arrive on a machine loaded by parallel builds.
   */
  async function subscriptionErrors(query: string, token: string): Promise<GqlResult['errors']> {
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
    const errors: NonNullable<GqlResult['errors']> = [];
    client.subscribe(
      { query },
      {
        next: (v) => void (v.errors && errors.push(...(v.errors as never[]))),
        error: (e) => void errors.push(...((Array.isArray(e) ? e : [e]) as never[])),
        complete: () => {},
      },
    );
    for (let i = 0; i < 40 && !errors.length; i++) await new Promise((r) => setTimeout(r, 50));
    await client.dispose();
    return errors;
  }

  it.each(scopedFields.map(({ kind, field }) => [field.name, kind, field] as const))(
    '%s answers as the policy says for every role',
    async (name, kind, field) => {
      const declared = declarationOf(field)!;
      const access = (OPERATION_ACCESS as Record<string, Access>)[name]!;
      const outcomes: string[] = [];
      const expected: string[] = [];
      await Promise.all(
        ALL_ROLES.flatMap((role) =>
          [own, other].map(async (project) => {
            const value = refs.get(project.id)![declared.kind];
            const valid = { ...VALID_ARGUMENTS, ...VALID_FIELD_ARGUMENTS[name]?.(viewers.get(role)!) };
            const query = operationFor(kind, field, { ...valid, [declared.arg]: JSON.stringify(value) });
            const token = tokens.get(role)!;
            const errors = kind === 'subscription' ? await subscriptionErrors(query, token) : (await t.gql(query, {}, token)).errors;
            const first = errors?.[0];
            const hidden = first?.extensions?.code === 'NOT_FOUND' && first.message === MANAGEMENT_MESSAGES.projectMissing;
            const whose = project === own ? 'own' : 'other';
            const refused = first?.extensions?.code === 'FORBIDDEN' && first.message === forbidden().message;
            outcomes.push(`${role} ${whose}: ${refused ? 'FORBIDDEN' : hidden ? 'NOT_FOUND' : 'reached'}`);
            const reaches = mayAccess(viewers.get(role)! as never, declared.purpose, project);
            expected.push(`${role} ${whose}: ${!allows(access, role) ? 'FORBIDDEN' : reaches ? 'reached' : 'NOT_FOUND'}`);
          }),
        ),
      );
      expect(outcomes.sort()).toEqual(expected.sort());
    },
  );

  const restRoutes = () =>
    t.app.routes.flatMap((r) => {
      const config = r.config as Partial<RestRouteConfig> | undefined;
      return config?.project && config.access ? [{ url: r.url, access: config.access, declared: config.project }] : [];
    });

  it('declares the project of the file endpoints', () => {
    expect(
      restRoutes()
        .map((r) => r.url)
        .sort(),
    ).toEqual(
      [
        '/api/bronze-images-download',
        '/api/final-video-download',
        '/api/s3-file-delete',
        '/api/s3-file-download',
        '/api/s3-zip-download',
      ].sort(),
    );
  });

  it('answers on every project-scoped REST endpoint as the policy says for every role', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { url, access, declared } of restRoutes()) {
      const rule = REST_ACCESS[access] as Access;
      for (const role of ALL_ROLES) {
        for (const project of [own, other]) {
          const res = await t.app.fastify.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${tokens.get(role)}` },
            payload: { [declared.arg]: refs.get(project.id)![declared.kind] },
          });
          const error = res.headers['content-type']?.toString().includes('json') ? (res.json() as { error?: string }).error : undefined;
          const whose = project === own ? 'own' : 'other';
          const outcome =
            res.statusCode === 403 && error === ROLE_REFUSED
              ? 'FORBIDDEN'
              : res.statusCode === 404 && error === MANAGEMENT_MESSAGES.projectMissing
                ? 'NOT_FOUND'
                : 'reached';
          outcomes.push(`${url} ${role} ${whose}: ${outcome}`);
          const reaches = mayAccess(viewers.get(role)! as never, declared.purpose, project);
          expected.push(`${url} ${role} ${whose}: ${!allows(rule, role) ? 'FORBIDDEN' : reaches ? 'reached' : 'NOT_FOUND'}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });
});

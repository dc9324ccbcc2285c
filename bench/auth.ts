// npm run bench -- auth: login, and an authenticated query, each at 20 concurrent connections for 10 s,
// on the embedded PGlite and on PostgreSQL. Prints one summary line.
import { fmt, gql, load, startServer } from './lib.js';

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const ME = '{ me { id email roleLabel } }';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

export async function run(): Promise<string> {
  const parts: string[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    const server = await startServer(kind);
    try {
      const login = () => gql<{ login: { token: string } }>(server.url, LOGIN, { e: 'admin@vms.test', p: 'Demo1234' });
      const token = (await login()).data!.login.token;
      const logins = await load(async () => !!(await login()).data, connections, seconds);
      const queries = await load(async () => !!(await gql(server.url, ME, {}, token)).data, connections, seconds);
      parts.push(`${kind}: login ${fmt(logins)}; me ${fmt(queries)}`);
    } finally {
      await server.stop();
    }
  }
  return `auth (${connections} conns, ${seconds} s each) — ${parts.join(' | ')}`;
}

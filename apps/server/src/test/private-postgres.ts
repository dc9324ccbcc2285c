// A PostgreSQL of a test's own, from the machine's binaries (initdb into a temporary directory, pg_ctl on a port of
// the test's), so the test may stop and start it at will: the outage test and the cluster test. The machine's shared
// PostgreSQL is never touched. PostgreSQL refuses to run as root, so as root it runs as the `postgres` account.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is cut, as in a restart or failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL on the machine (Debian's /usr/lib/postgresql/<n>/bin), or PG_BIN. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries found (set PG_BIN to the directory holding initdb and pg_ctl)');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vms-pg-'));
  const data = join(dir, 'data');
  if (asRoot)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    );
  const as = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]) : run(join(bin, cmd), args);
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // its own socket directory and port; fsync off: a test's database is thrown away
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const start = async () => void (await as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']));
  const stop = async () => void (await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The cluster's processes: app instances and `worker`s, each `node apps/server/dist/main.js [worker]` from the built
// dist with its own log file, killed with SIGKILL for the faults and with SIGTERM at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAIN_JS = resolve(fileURLToPath(import.meta.url), '../../../dist/main.js');

/** What a worker logs once it works on jobs (main.ts). */
const WORKING = 'VMS worker is working on jobs';

export interface ClusterProcess {
  name: string;
  /** Its log file (stdout and stderr). */
  log: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>;
  /** The `kill -9` of the faults: no handler, no clean-up. */
  kill9(): Promise<void>;
  /** SIGTERM, as at the end of a run: the process drains and exits 0. */
  stop(): Promise<number | string | null>;
}

export function startProcess(name: string, args: string[], env: Record<string, string>, logDir: string): ClusterProcess {
  const log = join(logDir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(process.execPath, [MAIN_JS, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', fd, fd] });
  const exited = new Promise<number | string | null>((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  return {
    name,
    log,
    child,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits for an app instance's /readyz to answer 200 (its database reachable); fails at once if the process ended. */
export function waitReady(p: ClusterProcess, base: string, ms = 120_000): Promise<void> {
  const ready = () =>
    fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
  return waitUntil(p, ready, `${base} not ready`, ms);
}

/** Waits for a worker's log line saying it works on jobs; fails at once if the process ended. */
export function workingOnJobs(p: ClusterProcess, ms = 120_000): Promise<void> {
  return waitUntil(p, async () => readFileSync(p.log, 'utf8').includes(WORKING), `${p.name} not working on jobs`, ms);
}

async function waitUntil(p: ClusterProcess, done: () => Promise<boolean>, notYet: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (p.child.exitCode !== null || p.child.signalCode !== null) throw new Error(`${p.name} ended while starting (see its log)`);
    if (await done()) return;
    if (Date.now() > end) throw new Error(`${notYet} after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

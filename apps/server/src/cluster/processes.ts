// The cluster's processes: app instances and `worker`s, each `node apps/server/dist/main.js [worker]` from the built
// dist with its own log file, killed with SIGKILL for the faults and with SIGTERM at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAIN_JS = resolve(fileURLToPath(import.meta.url), '../../../dist/main.js');

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>;
  /** The `kill -9` of the faults: no handler, no clean-up. */
  kill9(): Promise<void>;
  /** SIGTERM, as at the end of a run: the process drains and exits 0. */
  stop(): Promise<number | string | null>;
}

export function startProcess(name: string, args: string[], env: Record<string, string>, logDir: string): ClusterProcess {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [MAIN_JS, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, log] });
  const exited = new Promise<number | string | null>((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  return {
    name,
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

/** Waits for an app instance's /readyz to answer 200 (its database reachable). */
export async function waitReady(base: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > end) throw new Error(`${base} not ready after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

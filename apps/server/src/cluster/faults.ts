// Finding the moment for a fault: which worker is rendering which render right now. A worker runs each render in a
// render process of its own (render-process.ts) whose argument is the work directory, named after the render id.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ClusterProcess } from './processes.js';

const run = promisify(execFile);
const WORK_DIR = /vms-render-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

/** The render ids the worker's render processes are working on. */
export async function rendering(worker: ClusterProcess): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'args=', '--ppid', String(worker.child.pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => WORK_DIR.exec(line)?.[1])
    .filter((id): id is string => !!id);
}

/** Waits until one of the workers renders one of `wanted()`'s render ids; returns that worker and the render id. */
export async function workerMidRender(workers: ClusterProcess[], wanted: () => Promise<string[]>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ids = new Set(await wanted());
    for (const w of workers) {
      const id = (await rendering(w)).find((r) => ids.has(r));
      if (id) return { worker: w, renderId: id };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

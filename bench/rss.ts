// Resident set sizes from Linux /proc, for the benchmarks' memory figures (no other imports: the render benchmark's
// bundled driver uses it, and what it imports is part of what it measures).
import { readdirSync, readFileSync } from 'node:fs';

/** The resident set size of a process in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** RSS of a process and every descendant, in MB. */
export function treeRssMb(pid: number): number {
  let total = 0;
  try {
    total += rssMb(pid);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) total += treeRssMb(Number(c));
    }
  } catch {
    // a child that ended while we looked
  }
  return total;
}

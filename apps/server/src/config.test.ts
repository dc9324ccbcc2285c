// docs/configuration.md and config.ts hold the same variables: a variable the server reads is documented, and the
// page documents nothing the server does not read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema, REPO_ROOT } from './config.js';

/** Read where they are used rather than by loadConfig (the render engine's tools and its child processes). */
const READ_ELSEWHERE = ['FFMPEG_PATH', 'FFPROBE_PATH', 'RENDER_NICENESS', 'RENDER_HEAP_MB'];

describe('docs/configuration.md', () => {
  it('lists every variable config.ts parses and those read elsewhere, and no other', () => {
    const page = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
    // the first cell of each table row names one variable or several (`S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`)
    const firstCells = [...page.matchAll(/^\| (`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*) \|/gm)].map((m) => m[1]!);
    const documented = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!)).sort();
    expect(documented).toEqual([...Object.keys(EnvSchema.shape), ...READ_ELSEWHERE].sort());
  });
});

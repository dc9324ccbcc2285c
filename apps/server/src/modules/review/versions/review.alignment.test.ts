// Notes follow the cut, on clips whose frames can be told apart (issue #38): the numbered clip (frame n shows n in ten
// black/white bars) cut four ways with ffmpeg — a shot inserted, a stretch removed, a shot replaced, two halves swapped —
// fingerprinted as the job does, then aligned. Every note must land on the frame that shows its own number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVIEW_FPS } from '@vms/shared';
import { runFfmpeg } from '../../../platform/render/ffmpeg.js';
import { align, changedRanges, place, type Fingerprint } from './review.alignment.js';
import { fingerprintVideo } from './review.carry.js';
import { numberedClipArgs } from './review.media.js';

let dir: string;
let v1: Fingerprint;
const cut = async (name: string, parts: ([number, number] | 'shot')[]): Promise<Fingerprint> => {
  const out = join(dir, `${name}.mp4`);
  const filters = parts.map((p, i) =>
    p === 'shot'
      ? `testsrc2=s=640x360:r=${REVIEW_FPS}:d=2[p${i}]`
      : `[0:v]trim=start_frame=${p[0]}:end_frame=${p[1]},setpts=PTS-STARTPTS[p${i}]`,
  );
  const graph = `${filters.join(';')};${parts.map((_, i) => `[p${i}]`).join('')}concat=n=${parts.length}:v=1:a=0[v]`;
  const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-r', String(REVIEW_FPS), '-pix_fmt', 'yuv420p', '-threads', '1'];
  await runFfmpeg(['-y', '-i', join(dir, 'v1.mp4'), '-filter_complex', graph, '-map', '[v]', ...encode, out]);
  return fingerprintVideo(out, dir);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'review-align-'));
  await runFfmpeg(numberedClipArgs(join(dir, 'v1.mp4'), 10)); // 200 frames
  v1 = await fingerprintVideo(join(dir, 'v1.mp4'), dir);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const note = (frame: number, frameOut: number | null = null) => ({ frame, frameOut });

describe('a version with a shot inserted', () => {
  it('keeps every note on its own frame, unchanged, and shows the new shot as the changed range', async () => {
    const v2 = await cut('inserted', [[0, 100], 'shot', [100, 200]]);
    expect(v2.frames).toBe(240);
    const a = align(v1, v2);
    expect(changedRanges(a)).toEqual([{ frameIn: 100, frameOut: 139, kind: 'new' }]);
    expect(place(v1, v2, a, note(50))).toEqual({ frame: 50, frameOut: null, carry: 'unchanged' });
    expect(place(v1, v2, a, note(150))).toEqual({ frame: 190, frameOut: null, carry: 'unchanged' });
    expect(place(v1, v2, a, note(199))).toEqual({ frame: 239, frameOut: null, carry: 'unchanged' });
    // a range over the insertion: its footage is all there, with the new shot inside it now
    expect(place(v1, v2, a, note(90, 110))).toEqual({ frame: 90, frameOut: 150, carry: 'changed' });
    // seen from the new version, the old one had the shot cut at frame 100
    expect(changedRanges({ aToB: a.bToA, bToA: a.aToB })).toEqual([{ frameIn: 100, frameOut: 100, kind: 'cut' }]);
  }, 60_000);
});

describe('a version with a stretch removed', () => {
  it('marks the notes on the removed frames not found, at the cut, and keeps the others', async () => {
    const v2 = await cut('removed', [
      [0, 60],
      [120, 200],
    ]);
    expect(v2.frames).toBe(140);
    const a = align(v1, v2);
    expect(changedRanges(a)).toEqual([{ frameIn: 60, frameOut: 60, kind: 'cut' }]);
    expect(place(v1, v2, a, note(10))).toEqual({ frame: 10, frameOut: null, carry: 'unchanged' });
    expect(place(v1, v2, a, note(80))).toEqual({ frame: 60, frameOut: null, carry: 'not_found' });
    expect(place(v1, v2, a, note(150))).toEqual({ frame: 90, frameOut: null, carry: 'unchanged' });
  }, 60_000);
});

describe('a version with a shot replaced', () => {
  it('marks the notes on the replaced shot not found and the new shot as changed', async () => {
    const v2 = await cut('replaced', [[0, 100], 'shot', [140, 200]]);
    expect(v2.frames).toBe(200);
    const a = align(v1, v2);
    expect(changedRanges(a)).toEqual([{ frameIn: 100, frameOut: 139, kind: 'new' }]);
    expect(place(v1, v2, a, note(120))).toEqual({ frame: 100, frameOut: null, carry: 'not_found' });
    expect(place(v1, v2, a, note(99))).toEqual({ frame: 99, frameOut: null, carry: 'unchanged' });
    expect(place(v1, v2, a, note(150))).toEqual({ frame: 150, frameOut: null, carry: 'unchanged' });
  }, 60_000);
});

describe('a version with its halves swapped', () => {
  it('finds the moved footage: each note on the frame that shows its number', async () => {
    const v2 = await cut('moved', [
      [100, 200],
      [0, 100],
    ]);
    const a = align(v1, v2);
    const first = place(v1, v2, a, note(20));
    const second = place(v1, v2, a, note(150));
    expect([first.frame, second.frame]).toEqual([120, 50]);
    // one half is the kept sequence, the other moved
    expect([first.carry, second.carry].sort()).toEqual(['moved', 'unchanged']);
  }, 60_000);
});

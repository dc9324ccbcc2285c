// Which ffmpeg the server runs: the configured one, else the PATH's, else the npm package's; or a clear "not available".
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeVideoTools, resolveVideoTools, VIDEO_UNAVAILABLE } from './video-tools.js';

describe('video tools', () => {
  it("falls back to the npm package's ffmpeg and ffprobe when the PATH has none", () => {
    const tools = resolveVideoTools({ PATH: '/nonexistent' });
    expect(tools).toMatchObject({ available: true, source: 'npm package' });
    if (!tools.available) return;
    expect(tools.ffmpeg).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(tools.ffprobe).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
    expect(tools.version).toMatch(/^ffmpeg version N-47683-g0e8eb07980-static/);
    expect(describeVideoTools(tools)).toContain('(npm package; ffmpeg version N-47683');
  });

  it.runIf(existsSync('/usr/bin/ffmpeg'))('prefers an ffmpeg on the PATH', () => {
    expect(resolveVideoTools({ PATH: '/usr/bin' })).toMatchObject({
      available: true,
      source: 'PATH',
      ffmpeg: '/usr/bin/ffmpeg',
      ffprobe: '/usr/bin/ffprobe',
    });
  });

  it('says why rendering is unavailable when the configured ffmpeg does not run', () => {
    const tools = resolveVideoTools({ PATH: '/usr/bin', FFMPEG_PATH: '/nonexistent/ffmpeg' });
    expect(tools).toEqual({ available: false, reason: '/nonexistent/ffmpeg (FFMPEG_PATH) does not run.' });
    expect(describeVideoTools(tools)).toBe(`${VIDEO_UNAVAILABLE}/nonexistent/ffmpeg (FFMPEG_PATH) does not run.`);
  });
});

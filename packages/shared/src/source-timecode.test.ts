import { describe, expect, it } from 'vitest';
import { parseFrameRate, sourceFrameOf, sourceTimecodeOf } from './source-timecode.js';

const at = (frameRate: string, startTimecode: string | null = null) => ({ frameRate, startTimecode });

describe('a review frame in the source timeline', () => {
  it('reads ffprobe frame rates', () => {
    expect(parseFrameRate('30000/1001')).toEqual([30000, 1001]);
    expect(parseFrameRate('25')).toEqual([25, 1]);
    expect(parseFrameRate('0/0')).toBeNull();
    expect(parseFrameRate('fast')).toBeNull();
  });

  it('finds the source frame shown at the same instant', () => {
    // review frame 20 = 1 s: frame 25 at 25 fps, 29 at 29.97 (1 s holds 29.97 frames), 60 at 60
    expect(sourceFrameOf(20, [25, 1])).toBe(25);
    expect(sourceFrameOf(20, [30000, 1001])).toBe(29);
    expect(sourceFrameOf(20, [60, 1])).toBe(60);
    expect(sourceFrameOf(1, [24000, 1001])).toBe(1); // 50 ms → frame 1 of 23.976 (41.7 ms each)
    // 10 minutes at 29.97 is exactly 17982 frames
    expect(sourceFrameOf(10 * 60 * 20, [30000, 1001])).toBe(17982);
  });

  it('writes non-drop timecode at whole rates and 23.976', () => {
    expect(sourceTimecodeOf(20, at('25/1'))).toBe('00:00:01:00');
    expect(sourceTimecodeOf(21, at('25/1'))).toBe('00:00:01:01');
    expect(sourceTimecodeOf(20 * 60, at('24000/1001'))).toBe('00:00:59:22'); // 1438 frames
    expect(sourceTimecodeOf(0, at('25/1', '10:00:00:00'))).toBe('10:00:00:00');
  });

  it('counts drop-frame at 29.97 and 59.94, from the start timecode', () => {
    // drop-frame skips labels ;00 and ;01 each minute but every tenth: 10 real minutes read 00:10:00;00
    expect(sourceTimecodeOf(0, at('30000/1001', '01:00:00;00'))).toBe('01:00:00;00');
    expect(sourceTimecodeOf(10 * 60 * 20, at('30000/1001'))).toBe('00:10:00;00');
    expect(sourceTimecodeOf(10 * 60 * 20, at('30000/1001', '01:00:00;00'))).toBe('01:10:00;00');
    expect(sourceTimecodeOf(10 * 60 * 20, at('60000/1001'))).toBe('00:10:00;00');
    // the start tag with ':' means the source counts non-drop at 29.97
    expect(sourceTimecodeOf(10 * 60 * 20, at('30000/1001', '00:00:00:00'))).toBe('00:09:59:12');
  });

  it('has no timecode without a known rate', () => {
    expect(sourceTimecodeOf(5, null)).toBeNull();
    expect(sourceTimecodeOf(5, at('N/A'))).toBeNull();
  });
});

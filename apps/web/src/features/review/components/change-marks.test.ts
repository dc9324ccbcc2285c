import { describe, expect, it } from 'vitest';
import { changeFrom } from './change-marks';

const changes = [
  { frameIn: 200, frameOut: 239, kind: 'new' },
  { frameIn: 500, frameOut: 500, kind: 'cut' },
];

describe('changeFrom', () => {
  it('jumps to the start of the next change after the frame, and of the last one before it', () => {
    expect(changeFrom(changes, 0, 1)).toBe(200);
    expect(changeFrom(changes, 200, 1)).toBe(500);
    expect(changeFrom(changes, 220, -1)).toBe(200);
    expect(changeFrom(changes, 200, -1)).toBeNull();
    expect(changeFrom(changes, 500, 1)).toBeNull();
    expect(changeFrom([], 10, 1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatTotal } from './Pager';

describe('formatTotal', () => {
  it('groups whole numbers by threes as en-US does, and marks a capped count', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789]) expect(formatTotal(n)).toBe(n.toLocaleString('en-US'));
    expect(formatTotal(1000, true)).toBe('1,000+');
  });
});

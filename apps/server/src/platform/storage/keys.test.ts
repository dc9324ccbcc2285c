import { describe, expect, it } from 'vitest';
import { KeyError, confine, normaliseKey, projectIdOfKey } from './keys.js';
import { parseRange } from './local.routes.js';

const P = 'projects/0b0e7c1c-1111-4222-8333-944445555666';

describe('keys', () => {
  it('keeps ordinary keys and drops a trailing slash', () => {
    expect(normaliseKey(`${P}/Project Data/cut v1.mp4`)).toBe(`${P}/Project Data/cut v1.mp4`);
    expect(normaliseKey(`${P}/Project Data/`)).toBe(`${P}/Project Data`);
  });
  it.each(['../x', `${P}/../x`, `${P}/./x`, '/etc/passwd', 'C:/x', `${P}//x`, `${P}/a\\b`, `${P}/%2e%2e/x`, `${P}/a\u0000b`, ''])(
    'refuses %j',
    (raw) => expect(() => normaliseKey(raw)).toThrow(KeyError),
  );
  it('confines a key to its prefix and reads the project id', () => {
    expect(() => confine(`projects/0b0e7c1c-1111-4222-8333-944445555667/x`, `${P}/`)).toThrow(KeyError);
    expect(projectIdOfKey(`${P}/x`)).toBe('0b0e7c1c-1111-4222-8333-944445555666');
    expect(projectIdOfKey('thumbnails/x')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads the forms browsers send', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('bad');
    expect(parseRange('items=0-1', 10)).toBe('bad');
  });
});

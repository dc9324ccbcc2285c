import { describe, expect, it } from 'vitest';
import { GB, MB, partRanges, partSizeFor } from './upload-parts.js';
import { extensionOf, mediaFileType } from './files.js';

describe('part sizes (part B §9)', () => {
  it.each([
    [5 * MB, 5 * MB],
    [20 * MB, 20 * MB],
    [20 * MB + 1, 20 * MB],
    [100 * MB, 20 * MB],
    [400 * MB, 100 * MB],
    [1 * GB, 500 * MB],
    [3 * GB, 1 * GB],
    [8 * GB, 2 * GB],
    [40 * GB, 5 * GB],
    [60 * GB, 10 * GB],
  ])('a file of %d bytes goes up in parts of %d', (size, part) => expect(partSizeFor(size)).toBe(part));
  it('splits into ranges, the last one short, and honours a test override', () => {
    expect(partRanges(10, 4)).toEqual([
      { partNumber: 1, start: 0, end: 4 },
      { partNumber: 2, start: 4, end: 8 },
      { partNumber: 3, start: 8, end: 10 },
    ]);
    expect(partRanges(0)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
  });
});

describe('file types by extension', () => {
  it('sorts names into image, video, xlsx and other', () => {
    expect(extensionOf('a.B.JPG')).toBe('jpg');
    expect(['x.jpg', 'x.NEF', 'y.mov', 'z.xlsx', 'w.pdf', 'noext'].map(mediaFileType)).toEqual([
      'image',
      'image',
      'video',
      'xlsx',
      'other',
      'other',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../modules/render/templates/index.js';
import { buildArgs, clipLengths } from './graph.js';

const paths = (n: number) => ({
  chapters: Array.from({ length: n }, (_, i) => ({ background: `/w/bg${i}.jpg`, layer: `/w/layer${i}.png` })),
  video: '/w/video.mp4',
  review: '/w/review.mp4',
  gif: '/w/preview.gif',
  poster: '/w/poster.jpg',
});

describe('the filter-graph builder', () => {
  for (const t of TEMPLATES) {
    it(`pins the ffmpeg arguments of ${t.templateName}`, () => {
      expect(buildArgs(t, paths(t.chapters.length))).toMatchSnapshot();
    });
  }

  it('keeps the spec chapter starts and a 40 s total: each clip but the last carries the cross-fade into the next', () => {
    for (const t of TEMPLATES) {
      expect(t.chapters.map((c) => c.start)).toEqual([0, 12, 18, 24, 29, 35]);
      const lengths = clipLengths(t);
      const total = lengths.reduce((a, b) => a + b, 0) - t.transition * (lengths.length - 1);
      expect(total).toBeCloseTo(40, 6);
      const args = buildArgs(t, paths(6)).join(' ');
      for (const c of t.chapters.slice(1)) expect(args).toContain(`offset=${c.start}[`);
    }
  });

  it('encodes the review copy at a constant 20 fps with a key frame every second and no B-frames', () => {
    const args = buildArgs(TEMPLATES[0]!, paths(6));
    const review = args.slice(args.indexOf('[vreview]'), args.indexOf('/w/review.mp4'));
    expect(review.join(' ')).toContain('-r 20 -g 20 -bf 0');
    const video = args.slice(args.indexOf('[vmain]'), args.indexOf('/w/video.mp4')).join(' ');
    expect(video).toContain('-c:v libx264');
    expect(video).toContain('-movflags +faststart');
    expect(video).toContain('-r 30');
  });
});

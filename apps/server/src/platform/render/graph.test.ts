import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../modules/render/templates/index.js';
import { buildChapterArgs, buildJoinArgs, buildGifArgs, buildPosterArgs, buildSinglePassArgs, clipLengths, pieces } from './graph.js';

const paths = (n: number) => ({
  chapters: Array.from({ length: n }, (_, i) => ({ background: `/w/bg${i}.jpg`, layer: `/w/layer${i}.png` })),
  video: '/w/video.mp4',
  review: '/w/review.mp4',
  gif: '/w/preview.gif',
  poster: '/w/poster.jpg',
});

describe('the filter-graph builder', () => {
  for (const t of TEMPLATES) {
    it(`pins the ffmpeg arguments of ${t.templateName}: every chapter clip, the joins and the previews`, () => {
      const p = paths(t.chapters.length);
      const chapters = pieces(t).map(({ chapter: i, part }, n) =>
        buildChapterArgs(
          t,
          i,
          { current: p.chapters[i]!, previous: p.chapters[i - 1] },
          { clip: `/w/clip${n}.ts`, reviewClip: `/w/review${n}.ts`, gifClip: `/w/gif${n}.ts` },
          undefined,
          { part },
        ),
      );
      expect({
        chapters,
        join: buildJoinArgs(t, '/w/clips.txt', p.video, true),
        joinReview: buildJoinArgs(t, '/w/review-clips.txt', p.review, false),
        gif: buildGifArgs('/w/gif-clips.txt', p.gif),
        poster: buildPosterArgs(t, p.review, p.poster),
        singlePass: buildSinglePassArgs(t, p),
      }).toMatchSnapshot();
    });
  }

  it('opens each chapter after the first with a cross-fade from the previous chapter, continuing its motion', () => {
    const t = TEMPLATES[0]!;
    const p = paths(6);
    const second = buildChapterArgs(
      t,
      1,
      { current: p.chapters[1]!, previous: p.chapters[0]! },
      { clip: '/w/c.ts', reviewClip: '/w/r.ts', gifClip: '/w/g.ts' },
      undefined,
      { part: 'transition' },
    )
      .flat()
      .join(' ');
    // chapter 1 is 12 s = 360 frames, its motion spans 360 + 18 frames; chapter 2's opening draws frames 360..377
    expect(second).toContain("zoompan=z='1+0.12*(on+360)/377'");
    expect(second).toContain('[cur]format=yuva420p,fade=t=in:st=0:d=0.6:alpha=1[curin];[prev][curin]overlay=0:0:shortest=1');
    expect(second).toContain('-r 20 -g 20 -bf 0 -frames:v 12 -f mpegts /w/r.ts');
  });

  it('splits a chapter into its opening cross-fade and its body, which continue the same motion and text fade', () => {
    const t = TEMPLATES[0]!;
    const p = paths(6);
    const out = { clip: '/w/c.ts', reviewClip: '/w/r.ts', gifClip: '/w/g.ts' };
    expect(pieces(t)).toHaveLength(11);
    expect(pieces(t).slice(0, 3)).toEqual([
      { chapter: 0, part: 'body' },
      { chapter: 1, part: 'transition' },
      { chapter: 1, part: 'body' },
    ]);
    const fade = buildChapterArgs(t, 1, { current: p.chapters[1]!, previous: p.chapters[0]! }, out, undefined, { part: 'transition' })
      .flat()
      .join(' ');
    expect(fade).toContain('[cur]format=yuva420p,fade=t=in:st=0:d=0.6:alpha=1[curin];[prev][curin]overlay=0:0:shortest=1');
    expect(fade).toContain('-frames:v 18 -f mpegts /w/c.ts');
    expect(fade).toContain('-frames:v 12 -f mpegts /w/r.ts');
    // a cross-fade writes its delivery clip, then its review and GIF clips from that clip (a smaller process each)
    const runs = buildChapterArgs(t, 1, { current: p.chapters[1]!, previous: p.chapters[0]! }, out, undefined, { part: 'transition' });
    expect(runs).toHaveLength(2);
    expect(runs[0]!.join(' ')).not.toContain('/w/r.ts');
    expect(runs[1]!.join(' ')).toContain('-threads 1 -i /w/c.ts');
    expect(runs[1]!.join(' ')).toContain('-frames:v 3 -f mpegts /w/g.ts');
    // chapter 2 (6 s, a pan) goes on from frame 18 of its 198-frame motion, its text timed from the chapter's start
    const body = buildChapterArgs(t, 1, { current: p.chapters[1]! }, out, undefined, { part: 'body' }).flat().join(' ');
    expect(body).not.toContain('[prev]');
    expect(body).toContain("crop=1280:720:x='(iw-ow)*(n+18)/197'");
    expect(body).toContain('setpts=N+18,fade=t=in:st=0.5:d=0.6:alpha=1,setpts=N');
    expect(body).toContain('-frames:v 162 -f mpegts /w/c.ts');
    expect(body).toContain('-frames:v 108 -f mpegts /w/r.ts');
  });

  it('keeps the spec chapter starts and a 40 s total: each clip but the last carries the cross-fade into the next', () => {
    for (const t of TEMPLATES) {
      expect(t.chapters.map((c) => c.start)).toEqual([0, 12, 18, 24, 29, 35]);
      const lengths = clipLengths(t);
      const total = lengths.reduce((a, b) => a + b, 0) - t.transition * (lengths.length - 1);
      expect(total).toBeCloseTo(40, 6);
      const args = buildSinglePassArgs(t, paths(6)).join(' ');
      for (const c of t.chapters.slice(1)) expect(args).toContain(`setpts=PTS+${c.start}/TB[`);
    }
  });

  it('single pass (the baseline) encodes the review copy at a constant 20 fps with a key frame every second and no B-frames', () => {
    const args = buildSinglePassArgs(TEMPLATES[0]!, paths(6));
    const review = args.slice(args.indexOf('[vreview]'), args.indexOf('/w/review.mp4'));
    expect(review.join(' ')).toContain('-r 20 -g 20 -bf 0');
    const video = args.slice(args.indexOf('[vmain]'), args.indexOf('/w/video.mp4')).join(' ');
    expect(video).toContain('-c:v libx264');
    expect(video).toContain('-movflags +faststart');
    expect(video).toContain('-r 30');
  });
});

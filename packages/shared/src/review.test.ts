import { describe, expect, it } from 'vitest';
import {
  chapterAtTime,
  chapterOfFrame,
  commentInputSchema,
  frameAtTime,
  frameToTimecode,
  seekTimeOfFrame,
  timecodeToFrame,
  commentVerificationSchema,
  isReviewImage,
} from './review.js';

describe('frame ↔ timecode at 20 fps', () => {
  it.each([
    [0, '00:00:00:00'],
    [1, '00:00:00:01'],
    [19, '00:00:00:19'],
    [20, '00:00:01:00'],
    [399, '00:00:19:19'],
    [400, '00:00:20:00'],
    [799, '00:00:39:19'],
    [1200, '00:01:00:00'],
    [72000, '01:00:00:00'],
  ])('frame %i is %s and back', (frame, tc) => {
    expect(frameToTimecode(frame)).toBe(tc);
    expect(timecodeToFrame(tc)).toBe(frame);
  });
  it('refuses what is not a frame or a timecode', () => {
    expect(() => frameToTimecode(-1)).toThrow();
    expect(() => frameToTimecode(1.5)).toThrow();
    expect(timecodeToFrame('00:00:00:20')).toBeNull();
    expect(timecodeToFrame('00:00:60:00')).toBeNull();
    expect(timecodeToFrame('1:2:3')).toBeNull();
  });
  it('reads the frame shown at a media time, and seeks to the middle of a frame', () => {
    expect(frameAtTime(0)).toBe(0);
    expect(frameAtTime(0.0499)).toBe(0);
    expect(frameAtTime(0.05)).toBe(1);
    expect(frameAtTime(0.15)).toBe(3);
    expect(frameAtTime(0.95)).toBe(19);
    expect(frameAtTime(1)).toBe(20);
    expect(frameAtTime(19.95)).toBe(399);
    for (const f of [0, 1, 19, 20, 399, 799]) expect(frameAtTime(seekTimeOfFrame(f))).toBe(f);
  });
});

describe('chapter by time', () => {
  it.each([
    [0, 1],
    [11.99, 1],
    [12, 2],
    [17.95, 2],
    [18, 3],
    [23.95, 3],
    [24, 4],
    [28.95, 4],
    [29, 5],
    [34.95, 5],
    [35, 6],
    [39.95, 6],
  ])('%f s is chapter %i', (s, c) => expect(chapterAtTime(s)).toBe(c));
  it('maps frames by their start time', () => {
    expect(chapterOfFrame(239)).toBe(1);
    expect(chapterOfFrame(240)).toBe(2);
    expect(chapterOfFrame(699)).toBe(5);
    expect(chapterOfFrame(700)).toBe(6);
  });
});

describe('comment input', () => {
  const base = { assetId: '11111111-1111-4111-8111-111111111111', frame: 3 };
  it('needs text or an annotation', () => {
    expect(commentInputSchema.safeParse({ ...base, commentText: '   ' }).success).toBe(false);
    expect(commentInputSchema.safeParse({ ...base, commentText: 'ok' }).success).toBe(true);
    expect(
      commentInputSchema.safeParse({ ...base, annotationCords: [{ shape: 'line', colour: '#C92020', width: 5, points: [0, 0, 1, 1] }] })
        .success,
    ).toBe(true);
  });
  it('keeps annotation points within 0–1 and frames integral', () => {
    expect(
      commentInputSchema.safeParse({ ...base, annotationCords: [{ shape: 'line', colour: '#C92020', width: 5, points: [0, 0, 1.2, 1] }] })
        .success,
    ).toBe(false);
    expect(commentInputSchema.safeParse({ ...base, commentText: 'x', frame: 1.5 }).success).toBe(false);
    expect(
      commentInputSchema.safeParse({
        ...base,
        commentText: 'x',
        annotationCords: [{ shape: 'blob', colour: '#C92020', width: 5, points: [0, 0, 1, 1] }],
      }).success,
    ).toBe(false);
  });
  it('verifies guest e-mails with the spec texts', () => {
    expect(commentVerificationSchema.safeParse({ email: ' ' }).error?.issues[0]?.message).toBe('Email is required');
    expect(commentVerificationSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe('Invalid email');
    expect(commentVerificationSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
  });
  it('tells images by extension', () => {
    expect(isReviewImage('x/y/shot.JPG?sig=1')).toBe(true);
    expect(isReviewImage('cut.mp4')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { chapterAtTime, chapterOfFrame, frameAtTime, frameToTimecode, seekTimeOfFrame, isReviewImage } from './review.js';
import {
  addCommentArgsSchema,
  commentArgsDisagreement,
  commentInputSchema,
  commentVerificationSchema,
  storageKeyOfUrl,
} from './validation/review.js';

describe('frame → timecode at 20 fps', () => {
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
  ])('frame %i is %s', (frame, tc) => {
    expect(frameToTimecode(frame)).toBe(tc);
  });
  it('refuses what is not a frame', () => {
    expect(() => frameToTimecode(-1)).toThrow();
    expect(() => frameToTimecode(1.5)).toThrow();
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
  it('takes the frame and the screenshot key as the truth, the spec’s timecode and URL only when they agree', () => {
    const key = 'projects/11111111-1111-4111-8111-111111111111/review-screenshots/abc.jpg';
    const args = { ...base, commentText: 'x', frame: 399 };
    expect(addCommentArgsSchema.parse({ ...args, screenshotKey: key, commentTime: '00:00:19:19' })).toMatchObject({
      frame: 399,
      screenshotKey: key,
    });
    expect(addCommentArgsSchema.parse({ ...args, commentScreenShot: `https://cdn.example/${key}` }).screenshotKey).toBe(key);
    // whether they agree is a rule the server asks after the review policy
    expect(commentArgsDisagreement(addCommentArgsSchema.parse({ ...args, commentTime: '00:00:19:18' }))?.path).toBe('commentTime');
    expect(commentArgsDisagreement(addCommentArgsSchema.parse({ ...args, commentTime: '00:00:19:19' }))).toBeNull();
    const other = `https://cdn.example/projects/11111111-1111-4111-8111-111111111111/review-screenshots/other.jpg`;
    expect(commentArgsDisagreement(addCommentArgsSchema.parse({ ...args, screenshotKey: key, commentScreenShot: other }))?.path).toBe(
      'commentScreenShot',
    );
    expect(commentArgsDisagreement(addCommentArgsSchema.parse({ ...args, commentScreenShot: `https://cdn.example/${key}` }))).toBeNull();
    expect(addCommentArgsSchema.safeParse({ ...args, screenshotKey: key, commentScreenShot: '/x/other.jpg' }).success).toBe(false);
  });
  it('reads the storage key of a screenshot URL, wherever it is served', () => {
    const key = 'projects/11111111-1111-4111-8111-111111111111/review-screenshots/a%20b.jpg';
    expect(storageKeyOfUrl(`/api/storage/${key}?sig=1`)).toBe(key.replace('%20', ' '));
    expect(storageKeyOfUrl(`https://s3.example/projects/${key}`)).toBe(key.replace('%20', ' '));
    expect(storageKeyOfUrl('/api/storage/elsewhere/a.jpg')).toBeNull();
  });
  it('tells images by extension', () => {
    expect(isReviewImage('x/y/shot.JPG?sig=1')).toBe(true);
    expect(isReviewImage('cut.mp4')).toBe(false);
  });
});

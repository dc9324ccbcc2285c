import { describe, expect, it } from 'vitest';
import { REVIEW_FPS } from '@vms/shared';
import { showFrame } from './frame-seek';
import { deepLinkOf } from './player-query';

type Callback = (now: number, meta: { mediaTime: number; presentationTime?: number }) => void;

/** A video element as far as showFrame uses it: seeks are completed by the test, frame callbacks delivered by hand. */
function fakeVideo(startFrame: number) {
  const target = new EventTarget();
  const callbacks: Callback[] = [];
  let time = (startFrame + 0.5) / REVIEW_FPS;
  const video = Object.assign(target, {
    seeking: false,
    pause: () => undefined,
    get currentTime() {
      return time;
    },
    set currentTime(t: number) {
      time = t;
      video.seeking = true;
    },
    requestVideoFrameCallback: (cb: Callback) => callbacks.push(cb),
  });
  const present = (frame: number, presentationTime: number) => {
    for (const cb of callbacks.splice(0)) cb(performance.now(), { mediaTime: frame / REVIEW_FPS, presentationTime });
  };
  const seeked = () => {
    video.seeking = false;
    target.dispatchEvent(new Event('seeked'));
  };
  return { video: video as unknown as HTMLVideoElement, present, seeked };
}

describe('showFrame', () => {
  it('resolves with the frame the seek presents', async () => {
    const { video, present, seeked } = fakeVideo(0);
    const shown = showFrame(video, 610);
    seeked();
    present(610, performance.now() + 1);
    expect(await shown).toBe(610);
  });

  it('skips a frame presented before the seek was asked for (the last frame of playback, delivered late)', async () => {
    const { video, present, seeked } = fakeVideo(609);
    const before = performance.now() - 5;
    const shown = showFrame(video, 610);
    present(611, before); // presented while still playing, its callback run after the pause
    seeked();
    present(610, performance.now() + 1);
    expect(await shown).toBe(610);
  });

  it('names the frame actually shown when the seek lands on a neighbour', async () => {
    const { video, present, seeked } = fakeVideo(0);
    const shown = showFrame(video, 20);
    present(21, performance.now() + 1);
    seeked();
    expect(await shown).toBe(21);
  });
});

describe('deep links', () => {
  it('read ?version=V&frame=N as whole numbers and ignore anything else', () => {
    expect(deepLinkOf('?version=2&frame=250')).toEqual({ frame: 250, version: 2 });
    expect(deepLinkOf('?frame=0')).toEqual({ frame: 0, version: null });
    expect(deepLinkOf('')).toEqual({ frame: null, version: null });
    expect(deepLinkOf('?frame=-3&version=1.5')).toEqual({ frame: null, version: null });
    expect(deepLinkOf('?frame=12abc')).toEqual({ frame: null, version: null });
  });
});

// Frame-exact seeking and capture (DECISIONS.md part B): seek to the middle of frame n ((n + 0.5) / 20), then wait for
// both `seeked` and the video frame callback, and read the frame actually shown from the callback's mediaTime.
import { frameAtTime, seekTimeOfFrame } from '@vms/shared';

/** What a video frame callback tells of the frame: its media time and when it was handed to the compositor. */
type FrameMeta = { mediaTime: number; presentationTime?: number };

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number, meta: FrameMeta) => void) => number;
  cancelVideoFrameCallback?: (id: number) => void;
};

/** The frame now on screen, by the last frame callback (kept on the element), or by currentTime. */
export const shownFrame = (video: HTMLVideoElement) => {
  const v = video as FrameVideo & { __shownMediaTime?: number };
  return frameAtTime(v.__shownMediaTime ?? video.currentTime);
};

/** Keeps the element's shown media time up to date (while playing and after seeks); returns a stop function. */
export function trackShownFrames(video: HTMLVideoElement, onFrame: (frame: number) => void): () => void {
  const v = video as FrameVideo & { __shownMediaTime?: number };
  if (!v.requestVideoFrameCallback) {
    const onTime = () => onFrame(frameAtTime(video.currentTime));
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
    };
  }
  let id = 0;
  let stopped = false;
  const loop = (_now: number, meta: FrameMeta) => {
    if (stopped) return;
    v.__shownMediaTime = meta.mediaTime;
    onFrame(frameAtTime(meta.mediaTime));
    id = v.requestVideoFrameCallback!(loop);
  };
  id = v.requestVideoFrameCallback(loop);
  return () => {
    stopped = true;
    v.cancelVideoFrameCallback?.(id);
  };
}

/**
 * Shows frame n (paused) and resolves with the frame the browser actually presents, once both `seeked` and the frame
 * callback have fired. A seek that lands where the video already is resolves at once.
 */
export function showFrame(video: HTMLVideoElement, n: number, totalFrames?: number): Promise<number> {
  const v = video as FrameVideo & { __shownMediaTime?: number };
  const last = totalFrames ? Math.max(0, totalFrames - 1) : Number.POSITIVE_INFINITY;
  const frame = Math.max(0, Math.min(last, Math.round(n)));
  video.pause();
  const target = seekTimeOfFrame(frame);
  if (
    Math.abs(video.currentTime - target) < 1e-4 &&
    !video.seeking &&
    v.__shownMediaTime !== undefined &&
    frameAtTime(v.__shownMediaTime) === frame
  ) {
    return Promise.resolve(frame);
  }
  return new Promise((resolve) => {
    let seeked = false;
    let media: number | null = null;
    let settled = false;
    const finish = () => {
      if (settled || !seeked) return;
      if (media === null && typeof v.requestVideoFrameCallback === 'function') return;
      settled = true;
      const shown = media ?? video.currentTime;
      v.__shownMediaTime = shown;
      resolve(frameAtTime(shown));
    };
    video.addEventListener(
      'seeked',
      () => {
        seeked = true;
        finish();
        // a seek within the frame already shown may present nothing new: fall back after a moment
        setTimeout(() => {
          if (!settled) {
            media = media ?? video.currentTime;
            finish();
          }
        }, 400);
      },
      { once: true },
    );
    // A frame presented before the seek was asked for (the last one of playback, delivered late) is not the seek's:
    // taking it named frame 611 for a seek to 610 (the compare view's flaky pause). Wait for the next one.
    const asked = performance.now();
    const onPresented = (_now: number, meta: FrameMeta) => {
      if (settled) return;
      if (meta.presentationTime !== undefined && meta.presentationTime < asked) {
        v.requestVideoFrameCallback!(onPresented);
        return;
      }
      media = meta.mediaTime;
      finish();
    };
    v.requestVideoFrameCallback?.(onPresented);
    video.currentTime = target;
  });
}

/** The shown frame as a jpeg, at the video's own size. */
export async function captureJpeg(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 360;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no jpeg');
  return blob;
}

/** An image element's pixels as a jpeg (image review). */
export async function captureImageJpeg(img: HTMLImageElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth || 640;
  canvas.height = img.naturalHeight || 360;
  canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no jpeg');
  return blob;
}

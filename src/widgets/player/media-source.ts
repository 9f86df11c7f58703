import type { PlaySource } from '../../core/player/index.js';

/** The browser plays HLS itself (Safari, recent Chromium): no hls.js needed. */
export const hasNativeHls = (video: HTMLVideoElement): boolean =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '' || video.canPlayType('application/x-mpegURL') !== '';

export interface AttachedSource {
  detach(): void;
}

/**
 * Puts a play address on the media element. MP4 and HLS the browser plays itself go straight to
 * `src`; other HLS goes through hls.js (its light build: no subtitles, alternate audio or DRM),
 * loaded only now, so a page that plays MP4 never downloads it. `onFatal` is told of a failure
 * the element's own `error` event does not report (hls.js loading playlists and segments: an
 * expired address answers 403 there). Null when this browser can play the stream in no way.
 */
export async function attachSource(
  video: HTMLVideoElement,
  source: PlaySource,
  startAt: number,
  onFatal: () => void,
): Promise<AttachedSource | null> {
  if (source.kind === 'file' || hasNativeHls(video)) {
    video.src = source.url;
    return {
      detach() {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return null;
  // No worker: it would be a blob: script, which a strict CSP refuses.
  const hls = new Hls({ enableWorker: false, startPosition: startAt > 0 ? startAt : -1 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return { detach: () => hls.destroy() };
}

import type { HlsConfig } from 'hls.js';
import type { PlaySource } from '#core/player/index.js';

/** The browser plays HLS itself (Safari, recent Chromium): no hls.js needed. */
export const hasNativeHls = (video: HTMLVideoElement): boolean =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '' || video.canPlayType('application/x-mpegURL') !== '';

/** Media Source Extensions exist: hls.js can play here. */
const hasMse = (): boolean =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

export interface AttachedSource {
  detach(): void;
}

export interface AttachOptions {
  /** hls.js settings over the defaults (a live stream gives up on its playlist sooner). */
  config?: Partial<HlsConfig>;
  /**
   * hls.js even where the browser plays HLS itself, when it can: a live room must learn that the
   * playlist stopped answering (the teacher left), which native playback does not report.
   */
  preferHlsJs?: boolean;
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
  options: AttachOptions = {},
): Promise<AttachedSource | null> {
  if (source.kind === 'file' || (hasNativeHls(video) && !(options.preferHlsJs && hasMse()))) {
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
  const hls = new Hls({ enableWorker: false, startPosition: startAt > 0 ? startAt : -1, ...options.config });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return { detach: () => hls.destroy() };
}

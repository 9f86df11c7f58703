import { useEffect, useRef, type RefObject } from 'react';
import type { HlsConfig } from 'hls.js';
import { safeHttpUrl } from '../../../../core/guards/links.js';
import { attachSource } from '../../../../widgets/player/media-source.js';
import * as css from './live-room.css.js';

/** A live playlist that stops answering means the stream is gone: told after two quick retries. */
const quickRetry = { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 2000 };
const LIVE_LOADING = {
  maxTimeToFirstByteMs: 10_000,
  maxLoadTimeMs: 20_000,
  timeoutRetry: quickRetry,
  errorRetry: quickRetry,
};
const LIVE_CONFIG: Partial<HlsConfig> = {
  manifestLoadPolicy: { default: LIVE_LOADING },
  playlistLoadPolicy: { default: LIVE_LOADING },
  // Three segments behind the newest: close to the teacher, with room for a slow segment.
  liveSyncDurationCount: 3,
};

export interface HlsPlayerProps {
  /** The playlist address from the server (it passes the link check first). */
  src: string;
  live: boolean;
  label: string;
  /** The stream failed for good (the playlist is gone, or the address is refused). */
  onGone(): void;
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** Starts playback, muted when the browser refuses sound without a click (the controls unmute). */
function autoplay(video: HTMLVideoElement) {
  video.play().catch(() => {
    video.muted = true;
    video.play().catch(() => {});
  });
}

/**
 * An HLS stream in a <video>, through the player's source attachment (hls.js loaded on first use,
 * preferred for a live stream so that a playlist that stops answering is reported). A fatal
 * error, the element's own error, or no way to play reports the stream gone.
 */
export function HlsPlayer({ src, live, label, onGone, videoRef }: HlsPlayerProps) {
  const own = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? own;
  const gone = useRef(onGone);
  gone.current = onGone;

  useEffect(() => {
    const video = ref.current;
    const url = safeHttpUrl(src);
    if (!video) return;
    if (!url) return gone.current();
    let cancelled = false;
    let detach = () => {};
    const fail = () => !cancelled && gone.current();
    video.addEventListener('error', fail);
    attachSource(video, { url, kind: 'hls', duration: 0 }, 0, fail, {
      config: live ? LIVE_CONFIG : undefined,
      preferHlsJs: live,
    })
      .then((attached) => {
        if (!attached) return fail();
        if (cancelled) return attached.detach();
        detach = () => attached.detach();
        autoplay(video);
      })
      // The player's code did not arrive (offline): as good as no stream.
      .catch(fail);
    return () => {
      cancelled = true;
      video.removeEventListener('error', fail);
      detach();
    };
  }, [src, live, ref]);

  return <video ref={ref} className={css.video} controls playsInline aria-label={label} />;
}

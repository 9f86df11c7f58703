import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import type { HlsConfig } from 'hls.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { ControlBar, PLAYER_KEYS, playerKey, useMediaControls, type Progress } from '#widgets/player/controls.js';
import { attachSource } from '#widgets/player/media-source.js';
import * as player from '#widgets/player/player.css.js';
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

/** Starts playback, muted when the browser refuses sound without a click (the bar's 静音 unmutes). */
function autoplay(video: HTMLVideoElement) {
  video.play().catch(() => {
    video.muted = true;
    video.play().catch(() => {});
  });
}

/** Playing or not, and (for a replay) where it is, as the element reports it. */
function usePlayback(ref: RefObject<HTMLVideoElement | null>) {
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const events = {
    onPlaying: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onTimeUpdate: (e: SyntheticEvent<HTMLVideoElement>) => setPosition(e.currentTarget.currentTime),
    onDurationChange: (e: SyntheticEvent<HTMLVideoElement>) => {
      const d = e.currentTarget.duration;
      setDuration(Number.isFinite(d) ? d : 0);
    },
  };
  const progress: Progress = {
    position,
    duration,
    seek(second) {
      if (ref.current) ref.current.currentTime = Math.max(0, Math.min(second, duration || second));
    },
  };
  return { playing, progress, events };
}

/**
 * An HLS stream in a <video>, through the player's source attachment (hls.js loaded on first use,
 * preferred for a live stream so that a playlist that stops answering is reported), with the
 * player's controls: a live stream has play/pause, mute and full screen (it can be neither sought
 * nor sped up), a replay the whole bar. A fatal error, the element's own error, or no way to play
 * reports the stream gone.
 */
export function HlsPlayer({ src, live, label, onGone, videoRef }: HlsPlayerProps) {
  const own = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? own;
  const frame = useRef<HTMLDivElement>(null);
  const gone = useRef(onGone);
  gone.current = onGone;
  const controls = useMediaControls(ref, frame);
  const { playing, progress, events } = usePlayback(ref);
  const timeline = live ? null : progress;

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

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  };

  return (
    <div
      ref={frame}
      className={`${player.frame} ${css.player}`}
      role="region"
      aria-label={`视频播放器：${label}`}
      aria-keyshortcuts={live ? 'Space K F M' : PLAYER_KEYS}
      tabIndex={0}
      onKeyDown={(event) => playerKey(event, { toggle, controls, progress: timeline })}
    >
      <video ref={ref} className={player.video} playsInline aria-label={label} {...events} {...controls.mediaEvents} />
      <div className={player.surface} onClick={toggle} aria-hidden="true" />
      <ControlBar playing={playing} onToggle={toggle} progress={timeline} controls={controls} />
    </div>
  );
}

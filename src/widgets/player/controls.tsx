import { useEffect, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { formatDuration } from '#core/format/duration.js';
import * as css from './player.css.js';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** Arrow keys move this many seconds. */
export const SEEK_STEP_SECONDS = 5;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  volume: 'M4 9v6h4l5 5V4L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  muted:
    'M4 9v6h4l5 5V4L8 9H4zm15.6 3 2.2-2.2-1.4-1.4-2.2 2.2-2.2-2.2-1.4 1.4 2.2 2.2-2.2 2.2 1.4 1.4 2.2-2.2 2.2 2.2 1.4-1.4z',
  fullscreen: 'M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z',
  exitFullscreen: 'M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z',
};

/** Where playback is and how to move it; absent for a live stream, which has no timeline. */
export interface Progress {
  position: number;
  duration: number;
  seek(second: number): void;
}

export interface MediaControls {
  muted: boolean;
  rate: number;
  fullscreen: boolean;
  toggleMute(): void;
  /** Full screen of the whole frame, so what is drawn over the picture stays. */
  toggleFullscreen(): void;
  setRate(rate: number): void;
  /** The element's events that keep the bar in step (spread onto the <video>). */
  mediaEvents: {
    onVolumeChange(event: SyntheticEvent<HTMLVideoElement>): void;
    onRateChange(event: SyntheticEvent<HTMLVideoElement>): void;
  };
}

/** Sound, speed and full screen of a player: its <video> and the frame around it. */
export function useMediaControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  frameRef: RefObject<HTMLElement | null>,
): MediaControls {
  const [muted, setMuted] = useState(false);
  const [rate, setRateState] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const sync = () => setFullscreen(!!frameRef.current && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [frameRef]);
  return {
    muted,
    rate,
    fullscreen,
    toggleMute() {
      const video = videoRef.current;
      if (video) video.muted = !video.muted;
    },
    toggleFullscreen() {
      const frame = frameRef.current;
      if (!frame) return;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      else void frame.requestFullscreen?.().catch(() => {});
    },
    setRate(value) {
      if (videoRef.current) videoRef.current.playbackRate = value;
    },
    mediaEvents: {
      onVolumeChange: (e) => setMuted(e.currentTarget.muted),
      onRateChange: (e) => setRateState(e.currentTarget.playbackRate),
    },
  };
}

/** The keys a focused player answers (docs/player.md). */
export const PLAYER_KEYS = 'Space K ArrowLeft ArrowRight F M';

/**
 * A key on the focused player: Space or K play and pause, ←/→ move 5 s (with a timeline), F full
 * screen, M mute. Answers whether it was the player's (then its default is prevented).
 */
export function playerKey(
  event: KeyboardEvent<HTMLElement>,
  { toggle, controls, progress }: { toggle(): void; controls: MediaControls; progress: Progress | null },
): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const tag = (event.target as HTMLElement).tagName;
  switch (event.key) {
    case ' ':
      // Space on a button, link or list presses it.
      if (tag === 'BUTTON' || tag === 'A' || tag === 'SELECT') return false;
      toggle();
      break;
    case 'k':
    case 'K':
      toggle();
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (tag === 'SELECT' || !progress) return false;
      progress.seek(progress.position + (event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
      break;
    case 'f':
    case 'F':
      controls.toggleFullscreen();
      break;
    case 'm':
    case 'M':
      controls.toggleMute();
      break;
    default:
      return false;
  }
  event.preventDefault();
  return true;
}

/**
 * The control bar: play/pause, the timeline and speeds (a recorded video), or 直播 (a live
 * stream, which can be neither sought nor sped up), mute and full screen.
 */
export function ControlBar({
  playing,
  onToggle,
  progress,
  controls,
}: {
  playing: boolean;
  onToggle(): void;
  progress: Progress | null;
  controls: MediaControls;
}) {
  const duration = progress?.duration || 0;
  const position = progress ? Math.min(progress.position, duration || progress.position) : 0;
  return (
    <div className={css.bar}>
      <button type="button" className={css.control} onClick={onToggle} aria-label={playing ? '暂停' : '播放'}>
        <Icon d={playing ? ICONS.pause : ICONS.play} />
      </button>
      {progress ? (
        <>
          <input
            type="range"
            className={css.seek}
            min={0}
            max={Math.max(1, Math.floor(duration))}
            step={1}
            value={Math.floor(position)}
            aria-label="播放进度"
            aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
            onChange={(e) => progress.seek(Number(e.currentTarget.value))}
          />
          <span className={css.time} aria-hidden="true">
            {formatDuration(position)} / {formatDuration(duration)}
          </span>
          <select
            className={css.speed}
            aria-label="播放速度"
            value={String(controls.rate)}
            onChange={(e) => controls.setRate(Number(e.currentTarget.value))}
          >
            {SPEEDS.map((v) => (
              <option key={v} value={String(v)}>
                {v}x
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className={css.liveMark}>直播</span>
      )}
      <button
        type="button"
        className={css.control}
        onClick={controls.toggleMute}
        aria-label="静音"
        aria-pressed={controls.muted}
      >
        <Icon d={controls.muted ? ICONS.muted : ICONS.volume} />
      </button>
      <button
        type="button"
        className={css.control}
        onClick={controls.toggleFullscreen}
        aria-label={controls.fullscreen ? '退出全屏' : '全屏'}
      >
        <Icon d={controls.fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen} />
      </button>
    </div>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { formatDuration } from '../../core/format/duration.js';
import { safeImageUrl } from '../../core/guards/links.js';
import {
  countdownMessage,
  LAST_LESSON_MESSAGE,
  NO_ADDRESS_MESSAGE,
  OTHER_TAB_MESSAGE,
  TRIAL_END_MESSAGE,
  type PlayerMachine,
  type PlayerState,
  type Watermark,
} from '../../core/player/index.js';
import { Link } from '../ui/link.js';
import { attachSource, type AttachedSource } from './media-source.js';
import * as css from './player.css.js';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** Arrow keys move this many seconds. */
export const SEEK_STEP_SECONDS = 5;
export const UNSUPPORTED_MESSAGE = '当前浏览器无法播放该视频';

export interface VideoPlayerProps {
  machine: PlayerMachine;
  /** The lesson's title: names the player for screen readers. */
  title: string;
  poster?: string | null;
  watermark?: Watermark | null;
  /** False keeps playback from starting (the learning-photo camera has not been decided). */
  mayPlay?: boolean;
  /** Shown over the picture before anything else (the camera notice). */
  notice?: ReactNode;
  /** Where 试看结束 and a refused address offer to buy the course. */
  buyHref: string;
  /** Playback started or stopped (`ended` at the end): the learning photos follow it. */
  onPlayback?(playing: boolean, ended: boolean): void;
  /** The media element, for whoever needs its current second (the learning photos). */
  mediaRef?: RefObject<HTMLVideoElement | null>;
  /** Play was pressed while `mayPlay` is false (the page shows why). */
  onBlockedPlay?(): void;
}

/** Classes of the buttons and links inside a PlayerNotice. */
export const playerAction = { primary: css.primaryAction, secondary: css.secondaryAction };

/** A message over the picture with its actions. */
export function PlayerNotice({ children, actions, role }: { children: ReactNode; actions?: ReactNode; role?: string }) {
  return (
    <div className={css.overlay} role={role} data-overlay>
      <p className={css.overlayText}>{children}</p>
      {actions ? <div className={css.overlayActions}>{actions}</div> : null}
    </div>
  );
}

/** A frame the size of the player with only a message: the lesson cannot be played here. */
export function PlayerFrame({ children }: { children: ReactNode }) {
  return <div className={css.frame}>{children}</div>;
}

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

/** An action of a message over the picture: a button, or a link when it has `href`. */
interface Action {
  label: string;
  primary?: boolean;
  href?: string;
  onClick?(): void;
  ref?: RefObject<HTMLButtonElement | null>;
}

function Actions({ items }: { items: Action[] }) {
  return (
    <>
      {items.map((a) =>
        a.href ? (
          <Link key={a.label} className={a.primary ? css.primaryAction : css.secondaryAction} href={a.href}>
            {a.label}
          </Link>
        ) : (
          <button
            key={a.label}
            type="button"
            ref={a.ref}
            className={a.primary ? css.primaryAction : css.secondaryAction}
            onClick={a.onClick}
          >
            {a.label}
          </button>
        ),
      )}
    </>
  );
}

/** What covers the picture in this state of the machine, if anything. */
function messageOf(
  s: PlayerState,
  unsupported: boolean,
  ctx: { buyHref: string; toggle(): void; cancelRef: RefObject<HTMLButtonElement | null>; machine: PlayerMachine },
): ReactNode {
  const buy: Action = { label: '购买课程', primary: true, href: ctx.buyHref };
  const replay: Action = { label: '重新播放', onClick: ctx.toggle };
  const show = (role: 'alert' | 'status', text: string, actions: Action[] = []) => (
    <PlayerNotice role={role} actions={actions.length ? <Actions items={actions} /> : undefined}>
      {text}
    </PlayerNotice>
  );
  if (unsupported) return show('alert', UNSUPPORTED_MESSAGE);
  switch (s.source.phase) {
    case 'loading':
      return (
        <div className={css.overlay} role="status">
          <span className={css.spinner} aria-hidden="true" />
          <span className={css.srOnly}>视频加载中</span>
        </div>
      );
    case 'none':
      return show('alert', NO_ADDRESS_MESSAGE);
    case 'refused':
      return show('alert', s.source.message, [buy]);
    case 'failed':
      return show('alert', s.source.message, [{ label: '重试', primary: true, onClick: () => ctx.machine.retry() }]);
  }
  if (s.otherTab)
    return show('alert', OTHER_TAB_MESSAGE, [{ label: '继续播放本视频', primary: true, onClick: ctx.toggle }]);
  const next: Action = { label: '播放下一节', primary: true, onClick: () => ctx.machine.playNext() };
  switch (s.end?.kind) {
    case 'countdown':
      return show('status', countdownMessage(s.end.seconds), [
        { ...next, label: '立即播放下一节' },
        { label: '取消自动播放', onClick: () => ctx.machine.cancelCountdown(), ref: ctx.cancelRef },
      ]);
    case 'cancelled':
      return show('status', '已取消自动播放', [next, replay]);
    case 'last':
      return show('status', LAST_LESSON_MESSAGE, [replay]);
    case 'trial':
      return show('alert', TRIAL_END_MESSAGE, [buy]);
  }
  return null;
}

/**
 * The course video player's view: the media element, its controls (keyboard: space or k play and
 * pause, ←/→ 5 s, f full screen, m mute; speeds 0.5–2x), the watermark and the messages over the
 * picture. Everything it decides comes from the player machine (core/player); it only draws it
 * and reports the media's events back.
 */
export function VideoPlayer({
  machine,
  title,
  poster,
  watermark,
  mayPlay = true,
  notice,
  buyHref,
  onPlayback,
  mediaRef,
  onBlockedPlay,
}: VideoPlayerProps) {
  const s = useStore(machine.state);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const mayPlayRef = useRef(mayPlay);
  mayPlayRef.current = mayPlay;
  const playbackRef = useRef(onPlayback);
  playbackRef.current = onPlayback;

  const setVideo = (el: HTMLVideoElement | null) => {
    videoRef.current = el;
    if (mediaRef) mediaRef.current = el;
  };

  useEffect(() => {
    machine.attach({ pause: () => videoRef.current?.pause() });
    return () => machine.attach(null);
  }, [machine]);

  // Each address (the first, or a renewed one) is put on the element once; the old one is let go.
  const ready = s.source.phase === 'ready' ? s.source : null;
  useEffect(() => {
    const video = videoRef.current;
    if (!ready || !video) return;
    let attached: AttachedSource | null = null;
    let gone = false;
    const { startAt, autoplay } = ready;
    const onMetadata = () => {
      machine.loaded(video.duration);
      if (startAt > 0) video.currentTime = startAt;
      if (autoplay && mayPlayRef.current) video.play().catch(() => {});
    };
    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    attachSource(video, ready.source, startAt, () => machine.mediaFailed()).then(
      (a) => {
        if (gone) a?.detach();
        else if (!a) setUnsupported(true);
        else attached = a;
      },
      () => setUnsupported(true),
    );
    return () => {
      gone = true;
      video.removeEventListener('loadedmetadata', onMetadata);
      attached?.detach();
    };
    // A new generation is a new address; the rest of `ready` comes with it.
  }, [ready?.generation]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  // A message over the picture hides the control bar; focus that was on it would fall to the page,
  // so it moves into the message (the countdown's cancel button first, so a key user can stop it).
  const countdown = s.end?.kind === 'countdown';
  const covered = !!notice || s.source.phase !== 'ready' || s.otherTab || s.end !== null;
  useEffect(() => {
    const frame = frameRef.current;
    const active = document.activeElement;
    if (!frame || !covered || (active && active !== document.body && !frame.contains(active))) return;
    const target = countdown
      ? cancelRef.current
      : frame.querySelector<HTMLElement>('[data-overlay] button, [data-overlay] a');
    (target ?? frame).focus();
  }, [covered, countdown]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video || !ready) return;
    if (!video.paused) video.pause();
    else if (mayPlayRef.current) video.play().catch(() => {});
    else onBlockedPlay?.();
  };
  const seekTo = (second: number) => {
    const video = videoRef.current;
    if (video && ready) video.currentTime = machine.seekTarget(second);
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };
  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void frame.requestFullscreen?.().catch(() => {});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const tag = (event.target as HTMLElement).tagName;
    const own = tag === 'BUTTON' || tag === 'A' || tag === 'SELECT';
    switch (event.key) {
      case ' ':
        // Space on a button or link presses it.
        if (own) return;
        toggle();
        break;
      case 'k':
      case 'K':
        toggle();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (tag === 'SELECT') return;
        seekTo(s.position + (event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'Escape':
        if (!countdown) return;
        machine.cancelCountdown();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const overlay = notice ?? messageOf(s, unsupported, { buyHref, toggle, cancelRef, machine });

  const duration = s.duration || 0;
  const position = Math.min(s.position, duration || s.position);
  const showBar = !!ready && !unsupported;

  return (
    <div
      ref={frameRef}
      className={css.frame}
      role="region"
      aria-label={`视频播放器：${title}`}
      aria-keyshortcuts="Space K ArrowLeft ArrowRight F M"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <video
        ref={setVideo}
        className={css.video}
        poster={safeImageUrl(poster) ?? undefined}
        preload="auto"
        playsInline
        aria-label={title}
        onTimeUpdate={(e) => machine.timeUpdate(e.currentTarget.currentTime)}
        onSeeked={(e) => {
          const back = machine.seeked(e.currentTarget.currentTime);
          if (back !== null) e.currentTarget.currentTime = back;
        }}
        onPlay={(e) => {
          if (!mayPlayRef.current) e.currentTarget.pause();
        }}
        onPlaying={() => {
          if (!mayPlayRef.current) return;
          machine.playing();
          playbackRef.current?.(true, false);
        }}
        onPause={() => {
          machine.paused();
          playbackRef.current?.(false, false);
        }}
        onEnded={() => {
          machine.ended();
          playbackRef.current?.(false, true);
        }}
        onError={(e) => {
          if (e.currentTarget.getAttribute('src')) machine.mediaFailed();
        }}
        onRateChange={(e) => setRate(e.currentTarget.playbackRate)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      {watermark ? (
        <span
          className={css.watermark}
          style={{ fontSize: `${watermark.size}px`, color: watermark.color, opacity: watermark.opacity }}
          aria-hidden="true"
          data-watermark
        >
          {watermark.text}
        </span>
      ) : null}
      {showBar && !overlay ? <div className={css.surface} onClick={toggle} aria-hidden="true" /> : null}
      {overlay}
      {showBar && !overlay ? (
        <div className={css.bar}>
          <button type="button" className={css.control} onClick={toggle} aria-label={s.playing ? '暂停' : '播放'}>
            <Icon d={s.playing ? ICONS.pause : ICONS.play} />
          </button>
          <input
            type="range"
            className={css.seek}
            min={0}
            max={Math.max(1, Math.floor(duration))}
            step={1}
            value={Math.floor(position)}
            aria-label="播放进度"
            aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
            onChange={(e) => seekTo(Number(e.currentTarget.value))}
          />
          <span className={css.time} aria-hidden="true">
            {formatDuration(position)} / {formatDuration(duration)}
          </span>
          <select
            className={css.speed}
            aria-label="播放速度"
            value={String(rate)}
            onChange={(e) => {
              if (videoRef.current) videoRef.current.playbackRate = Number(e.currentTarget.value);
            }}
          >
            {SPEEDS.map((v) => (
              <option key={v} value={String(v)}>
                {v}x
              </option>
            ))}
          </select>
          <button type="button" className={css.control} onClick={toggleMute} aria-label="静音" aria-pressed={muted}>
            <Icon d={muted ? ICONS.muted : ICONS.volume} />
          </button>
          <button
            type="button"
            className={css.control}
            onClick={toggleFullscreen}
            aria-label={fullscreen ? '退出全屏' : '全屏'}
          >
            <Icon d={fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { safeImageUrl } from '#core/guards/links.js';
import {
  countdownMessage,
  LAST_LESSON_MESSAGE,
  NO_ADDRESS_MESSAGE,
  OTHER_TAB_MESSAGE,
  TRIAL_END_MESSAGE,
  type PlayerMachine,
  type PlayerState,
  type Watermark,
} from '#core/player/index.js';
import { Link } from '../ui/link.js';
import { ControlBar, PLAYER_KEYS, playerKey, useMediaControls, type Progress } from './controls.js';
import { attachSource, type AttachedSource } from './media-source.js';
import * as css from './player.css.js';

export { SPEEDS, SEEK_STEP_SECONDS } from './controls.js';
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
  const controls = useMediaControls(videoRef, frameRef);
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
  const progress: Progress = {
    position: s.position,
    duration: s.duration || 0,
    seek(second) {
      const video = videoRef.current;
      if (video && ready) video.currentTime = machine.seekTarget(second);
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && countdown && !event.altKey && !event.ctrlKey && !event.metaKey) {
      machine.cancelCountdown();
      event.preventDefault();
      return;
    }
    playerKey(event, { toggle, controls, progress });
  };

  const overlay = notice ?? messageOf(s, unsupported, { buyHref, toggle, cancelRef, machine });

  const showBar = !!ready && !unsupported;

  return (
    <div
      ref={frameRef}
      className={css.frame}
      role="region"
      aria-label={`视频播放器：${title}`}
      aria-keyshortcuts={PLAYER_KEYS}
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
        {...controls.mediaEvents}
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
        <ControlBar playing={s.playing} onToggle={toggle} progress={progress} controls={controls} />
      ) : null}
    </div>
  );
}

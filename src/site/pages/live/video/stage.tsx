import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { LivePlay } from '#core/live/index.js';
import { isOn } from '#core/features/index.js';
import {
  createCountdown,
  createWatchRecorder,
  formatCountdown,
  START_POLL_MS,
  streamAddress,
  recordLiveWatch,
  livePlay,
} from '#core/live/index.js';
import { formatDateTime, toTimestamp } from '#core/time/index.js';
import { Button } from '#widgets/ui/button.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { HlsPlayer } from './player.js';
import { trackPlayerPosition } from './position.js';
import * as detail from '../live-detail.css.js';
import * as css from './live-room.css.js';

/** 直播倒计时 to the start; at 0, 待讲师开播 while the play call is asked again every 5 s. */
function Countdown({ play }: { play: LivePlay }) {
  const [countdown] = useState(() =>
    createCountdown(toTimestamp(play.video.published_at), undefined, {
      every: START_POLL_MS,
      run: () => livePlay(play.video.id).revalidate(),
    }),
  );
  useEffect(() => () => countdown.stop(), [countdown]);
  const remaining = useStore(countdown.$remaining);
  return remaining > 0 ? (
    <p>
      直播倒计时：<span className={css.countdown}>{formatCountdown(remaining)}</span>
    </p>
  ) : (
    <>
      <p>待讲师开播，请稍候</p>
      <Button variant="secondary" onClick={() => livePlay(play.video.id).revalidate()}>
        刷新
      </Button>
    </>
  );
}

/** The position of a playing video, null while paused or waiting. */
const playingAt = (video: HTMLVideoElement | null) =>
  video && !video.paused && !video.ended && video.readyState >= 3 ? video.currentTime : null;

/** The stream (live or replay) with watch reporting every 10 s through the second client (live or replay record). */
function Stream({ play, live, onGone }: { play: LivePlay; live: boolean; onGone(): void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const recorder = createWatchRecorder({
      position: () => playingAt(video.current),
      record: (seconds) => recordLiveWatch(play.video.course_id, play.video.id, seconds, live).catch(() => {}),
    });
    recorder.start();
    const untrack = trackPlayerPosition(() => video.current?.currentTime ?? 0);
    return () => {
      recorder.stop();
      untrack();
    };
  }, [play.video.course_id, play.video.id, live]);
  return (
    <HlsPlayer
      src={streamAddress(play)}
      live={live}
      label={live ? '直播画面' : '直播回放'}
      onGone={onGone}
      videoRef={video}
    />
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className={css.notice} role="status">
      {children}
    </div>
  );
}

/**
 * The screen of the room by the session's state: the countdown, the live stream (or 讲师暂时
 * 离开直播间 when it stops), the replay or 暂无回放 once it has ended.
 */
export function Stage({ play }: { play: LivePlay }) {
  const status = play.video.status;
  // Bumped by 刷新: a new player asks for the stream again.
  const [attempt, setAttempt] = useState(0);
  const [gone, setGone] = useState(false);
  const [replay, setReplay] = useState(false);
  const refresh = () => {
    setGone(false);
    setAttempt((n) => n + 1);
    livePlay(play.video.id).revalidate();
  };
  // A stream that fails may simply have ended: the play call says which.
  const onGone = () => {
    setGone(true);
    livePlay(play.video.id).revalidate();
  };

  let screen: React.ReactNode;
  // The cover stands behind the notices; a player has the screen to itself.
  let playing = false;
  if (status === 0) {
    screen = (
      <Notice>
        <Countdown key={play.video.published_at} play={play} />
      </Notice>
    );
  } else if (status === 1 && streamAddress(play) && !gone) {
    playing = true;
    screen = <Stream key={attempt} play={play} live onGone={onGone} />;
  } else if (status === 1) {
    screen = (
      <Notice>
        <p>讲师暂时离开直播间，稍后请刷新！</p>
        <Button variant="secondary" onClick={refresh}>
          刷新
        </Button>
      </Notice>
    );
  } else if (replay && streamAddress(play)) {
    playing = true;
    screen = <Stream key={`replay-${attempt}`} play={play} live={false} onGone={() => setReplay(false)} />;
  } else {
    const canReplay = isOn(play.record_exists) && !!streamAddress(play);
    screen = (
      <Notice>
        <p>{canReplay ? '直播已结束' : '直播已结束，暂无回放'}</p>
        {canReplay ? <Button onClick={() => setReplay(true)}>观看回放</Button> : null}
      </Notice>
    );
  }

  return (
    <section className={css.stage} aria-label="直播">
      <div className={css.stageHead}>
        <span>
          {status === 0 ? (
            `开播时间 ${formatDateTime(play.video.published_at)}`
          ) : status === 1 ? (
            <span className={detail.sessionLive}>直播中</span>
          ) : (
            '已结束'
          )}
        </span>
      </div>
      <div className={css.screen}>
        {!playing ? (
          <SafeImage className={css.poster} src={play.course.poster} alt="" width={1280} height={720} />
        ) : null}
        {screen}
      </div>
    </section>
  );
}

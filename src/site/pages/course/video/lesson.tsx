import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { VideoDetail } from '#core/course/index.js';
import { env } from '#core/env/index.js';
import { lessonAccess, nextLessonId, savedProgress } from '#core/lessons/index.js';
import * as paths from '#core/paths/index.js';
import {
  CAMERA_NOTICE,
  cameraProblem,
  isCameraProblem,
  createPlayer,
  createSnapshotSchedule,
  playbackGate,
  playerWatermark,
  snapshotPolicy,
} from '#core/player/index.js';
import { loadPlayUrls, saveProgress, snapshotConfig, snapshotImages, uploadLearningPhoto } from '#core/course/index.js';
import { config, configFunc, user } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { PlayerFrame, PlayerNotice, playerAction, useCamera, VideoPlayer } from '#widgets/player/index.js';
import { Link } from '#widgets/ui/link.js';
import { LearningPhotos } from './learning-photos.js';

export const BUY_PROMPT = '本节为付费内容，购买课程后即可观看';

/** Where buying leads: the order page for the course, as from the course page's 立即购买. */
export const buyHref = (courseId: number) => paths.order({ goods_type: 'course', goods_id: courseId });

/**
 * The player part of the video page. A lesson the member may not watch (paid, not bought, no
 * trial) gets the buy prompt and no player; the server refuses its address anyway. Mounted once
 * per lesson (keyed by the page), so each lesson has its own player machine.
 */
export function Lesson({ data }: { data: VideoDetail }) {
  const access = lessonAccess(data, data.isWatch, data.video);
  if (access === 'buy') {
    return (
      <PlayerFrame>
        <PlayerNotice
          role="alert"
          actions={
            <>
              <Link className={playerAction.primary} href={buyHref(data.course.id)}>
                购买课程
              </Link>
              <Link className={playerAction.secondary} href={paths.courseDetail(data.course.id)}>
                查看课程详情
              </Link>
            </>
          }
        >
          {BUY_PROMPT}
        </PlayerNotice>
      </PlayerFrame>
    );
  }
  return <Playable data={data} trial={access === 'trial'} />;
}

function Playable({ data, trial }: { data: VideoDetail; trial: boolean }) {
  const { video, course } = data;
  const saved = savedProgress(data, video.id);
  const machine = useMemo(
    () =>
      createPlayer({
        videoId: video.id,
        trial,
        savedSeconds: saved.seconds,
        finished: saved.finished,
        banDrag: Number(video.ban_drag) === 1,
        nextVideoId: nextLessonId(data, video.id),
        loadSource: () => loadPlayUrls(video.id, trial),
        record: (seconds, leaving) => saveProgress(video.id, course.id, seconds, leaving),
        goNext: (id) => env().navigate(paths.courseVideo(id)),
      }),
    // One machine per lesson: the page remounts this part for another lesson.
    [],
  );
  useEffect(() => {
    machine.start();
    // A reload or a closed tab still saves where the learner got to (sent with keepalive).
    const leave = () => machine.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      machine.dispose();
    };
  }, [machine]);

  const site = useStore(config);
  const member = useStore(user);
  const watermark = useMemo(() => playerWatermark(site, member), [site, member]);
  const ended = useStore(machine.state).end !== null;

  // Learning photos (Snapshot addon): nothing is captured before the learner agrees.
  const features = useStore(configFunc);
  const photoConfig = useQuery(snapshotConfig(features.snapshort));
  const policy = snapshotPolicy(photoConfig.data, 'vod');
  const camera = useCamera();
  const images = useQuery(snapshotImages(policy.enabled ? { resource_type: 'vod', resource_id: video.id } : null));
  const upload = useMutation(uploadLearningPhoto);
  const mediaRef = useRef<HTMLVideoElement | null>(null);
  const [replayAsked, setReplayAsked] = useState(false);
  // Until the config has answered it is not known whether photos are wanted: wait for it.
  const gate = features.snapshort && photoConfig.status === 'loading' ? 'ask' : playbackGate(policy, camera.state);

  const take = useRef<() => Promise<boolean>>(async () => false);
  take.current = async () => {
    const photo = await camera.capture();
    if (!photo) return false;
    const form = new FormData();
    form.append('file', photo, 'snapshot.jpg');
    form.append('duration', String(Math.floor(mediaRef.current?.currentTime ?? 0)));
    form.append('resource_id', String(video.id));
    form.append('resource_type', 'vod');
    return (await upload.mutate(form)) !== undefined;
  };
  const cameraOn = camera.state === 'on';
  const alreadyTaken = images.data ? Number(images.data.total) || 0 : null;
  const schedule = useMemo(() => {
    if (!cameraOn || alreadyTaken === null) return null;
    const s = createSnapshotSchedule({ policy, alreadyTaken, take: () => take.current() });
    if (machine.state.get().playing) s.playing();
    return s;
    // Made once the camera is on and the count is known; a later count (after an upload) is its own.
  }, [cameraOn, alreadyTaken === null]);
  useEffect(() => () => schedule?.stop(), [schedule]);

  const onPlayback = (playing: boolean, end: boolean) => {
    if (playing) {
      setReplayAsked(false);
      schedule?.playing();
    } else schedule?.paused();
    // The camera light goes out with the end of the lesson (and with the page, see useCamera).
    if (end) camera.stop();
  };

  let notice = null;
  if (gate === 'ask' && (!ended || replayAsked)) {
    notice = (
      <PlayerNotice
        role="alert"
        actions={
          photoConfig.status === 'loading' ? null : (
            <>
              <button
                type="button"
                className={playerAction.primary}
                onClick={() => void camera.start()}
                aria-busy={camera.state === 'asking' || undefined}
              >
                {camera.state === 'asking' ? '正在请求摄像头…' : '开启摄像头并开始学习'}
              </button>
              {policy.cameraRequired ? null : (
                <button type="button" className={playerAction.secondary} onClick={camera.decline}>
                  不开启，继续学习
                </button>
              )}
            </>
          )
        }
      >
        {photoConfig.status === 'loading' ? '正在准备学习拍照…' : CAMERA_NOTICE}
      </PlayerNotice>
    );
  } else if (gate === 'blocked' && isCameraProblem(camera.state)) {
    notice = (
      <PlayerNotice
        role="alert"
        actions={
          <button type="button" className={playerAction.primary} onClick={() => void camera.start()}>
            重新开启摄像头
          </button>
        }
      >
        {cameraProblem(camera.state, true)}
      </PlayerNotice>
    );
  }

  return (
    <>
      <VideoPlayer
        machine={machine}
        title={video.title}
        poster={site?.player?.cover}
        watermark={watermark}
        mayPlay={gate === 'play'}
        notice={notice}
        buyHref={buyHref(course.id)}
        onPlayback={onPlayback}
        onBlockedPlay={() => setReplayAsked(true)}
        mediaRef={mediaRef}
      />
      {policy.enabled ? <LearningPhotos policy={policy} camera={camera} images={images} /> : null}
    </>
  );
}

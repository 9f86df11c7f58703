import { map, type MapStore } from 'nanostores';
import type { SnapshotConfig } from '../course/index.js';
import { env, type Clock, type TimerHandle } from '../env/index.js';

/** The Snapshot addon's config for one kind of resource, read into numbers once. */
export interface SnapshotPolicy {
  /** Photos are taken while this kind plays. */
  enabled: boolean;
  /** Seconds of playback between two chances of a photo. */
  cycleSeconds: number;
  /** Chance of a photo at each of those moments, in percent. */
  rate: number;
  /** Photos per member and resource at most (those already taken count). */
  maxTimes: number;
  /** Without a camera, playback stays blocked. */
  cameraRequired: boolean;
}

const num = (v: unknown, fallback: number) => (Number.isFinite(Number(v)) ? Number(v) : fallback);

/** `kind`: `vod` for course videos, `live` for live sessions. Config values may arrive as strings. */
export function snapshotPolicy(config: SnapshotConfig | null | undefined, kind: string): SnapshotPolicy {
  return {
    enabled: Number(config?.status?.[kind]) === 1,
    cycleSeconds: Math.max(1, num(config?.cycle_time, 60)),
    rate: Math.min(100, Math.max(0, num(config?.rate, 0))),
    maxTimes: Math.max(0, Math.floor(num(config?.max_times, 0))),
    cameraRequired: Number(config?.camera_required) === 1,
  };
}

/**
 * Where the camera stands: not asked yet, being asked, on, declined by the learner (不开启，继续学习),
 * refused by the browser's permission, or absent.
 */
export type CameraState = 'unasked' | 'asking' | 'on' | 'declined' | 'refused' | 'missing';

/** The camera states in which no photo can be taken. */
export type CameraProblem = 'declined' | 'refused' | 'missing';

export const isCameraProblem = (camera: CameraState): camera is CameraProblem =>
  camera === 'declined' || camera === 'refused' || camera === 'missing';

/**
 * Whether the video may play: photos not wanted, or the camera on → play; the learner has not
 * answered yet → ask (a visible notice first: nothing is captured before they agree); refused or
 * missing → blocked when the config requires the camera, else play without photos.
 */
export function playbackGate(policy: SnapshotPolicy, camera: CameraState): 'play' | 'ask' | 'blocked' {
  if (!policy.enabled || camera === 'on') return 'play';
  if (camera === 'unasked' || camera === 'asking') return 'ask';
  return policy.cameraRequired ? 'blocked' : 'play';
}

export const CAMERA_NOTICE =
  '本课程学习时会随机拍摄学习照片，用于确认是本人在学习。开启摄像头前不会拍摄任何画面，照片只保存在你的学习记录中。';

const CAMERA_PROBLEMS: Record<CameraProblem, string> = {
  declined: '你选择了不开启摄像头',
  refused: '摄像头权限被拒绝',
  missing: '未检测到可用的摄像头',
};

/** What the page says when the camera is not used, by reason and by what the config then allows. */
export function cameraProblem(camera: CameraProblem, required: boolean): string {
  const why = CAMERA_PROBLEMS[camera];
  return required
    ? `${why}，本课程需要开启摄像头才能观看。请在浏览器中允许使用摄像头后重试。`
    : `${why}，本次学习不会拍摄照片，视频可以继续观看。`;
}

export interface SnapshotSchedule {
  readonly state: MapStore<{ taken: number }>;
  /** Playback (re)started: the clock towards the next moment runs. */
  playing(): void;
  /** Playback stopped: the clock towards the next moment waits. */
  paused(): void;
  stop(): void;
}

export interface SnapshotScheduleOptions {
  policy: SnapshotPolicy;
  /** Photos of this resource the member already has (resource/query). */
  alreadyTaken: number;
  /** Takes and uploads one photo; resolves whether it was stored. */
  take(): Promise<boolean>;
  clock?: Clock;
  /** 0 ≤ n < 1; Math.random by default. */
  random?: () => number;
}

/**
 * When learning photos are taken: from the start of playback, every `cycleSeconds` of playback
 * (paused time does not count) one photo with a `rate` % chance, until the member has `maxTimes`
 * photos of the resource.
 */
export function createSnapshotSchedule(options: SnapshotScheduleOptions): SnapshotSchedule {
  const clock = options.clock ?? env().clock;
  const random = options.random ?? Math.random;
  const { policy } = options;
  const state = map({ taken: options.alreadyTaken });
  const cycleMs = policy.cycleSeconds * 1000;
  /** Playback time already counted towards the current cycle. */
  let elapsed = 0;
  let startedAt = 0;
  let timer: TimerHandle | undefined;
  let stopped = false;

  const full = () => state.get().taken >= policy.maxTimes;
  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const moment = async () => {
    timer = undefined;
    elapsed = 0;
    startedAt = clock.now();
    if (stopped || full()) return;
    schedule();
    if (random() * 100 < policy.rate && (await options.take())) state.setKey('taken', state.get().taken + 1);
  };

  function schedule() {
    if (stopped || full() || timer !== undefined) return;
    startedAt = clock.now();
    timer = clock.setTimeout(() => void moment(), Math.max(0, cycleMs - elapsed));
  }

  return {
    state,
    playing() {
      if (policy.enabled) schedule();
    },
    paused() {
      if (timer === undefined) return;
      elapsed += clock.now() - startedAt;
      clear();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}

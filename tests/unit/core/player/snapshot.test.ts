import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import {
  cameraProblem,
  createSnapshotSchedule,
  playbackGate,
  snapshotPolicy,
  type SnapshotPolicy,
} from '#core/player/index.js';
import { tick } from '../../support/async.js';

let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => {
  e = recordingEnvironment(0);
  restore = configureEnvironment(e);
});
afterEach(() => restore());

const policy = (p: Partial<SnapshotPolicy> = {}): SnapshotPolicy => ({
  enabled: true,
  cycleSeconds: 60,
  rate: 100,
  maxTimes: 5,
  cameraRequired: false,
  ...p,
});

describe('snapshot policy', () => {
  it('reads the addon config per kind, numbers given as strings included', () => {
    const config = { status: { vod: 1, live: 0 }, cycle_time: '30', rate: '50', max_times: 3, camera_required: 1 };
    expect(snapshotPolicy(config as never, 'vod')).toEqual({
      enabled: true,
      cycleSeconds: 30,
      rate: 50,
      maxTimes: 3,
      cameraRequired: true,
    });
    expect(snapshotPolicy(config as never, 'live').enabled).toBe(false);
    expect(snapshotPolicy(null, 'vod').enabled).toBe(false);
  });

  it('lets the video play only once the camera is decided, blocking without one only when required', () => {
    expect(playbackGate(policy({ enabled: false }), 'unasked')).toBe('play');
    expect(playbackGate(policy(), 'unasked')).toBe('ask');
    expect(playbackGate(policy(), 'asking')).toBe('ask');
    expect(playbackGate(policy(), 'on')).toBe('play');
    expect(playbackGate(policy(), 'refused')).toBe('play');
    expect(playbackGate(policy({ cameraRequired: true }), 'refused')).toBe('blocked');
    expect(playbackGate(policy({ cameraRequired: true }), 'missing')).toBe('blocked');
    expect(cameraProblem('refused', false)).toBe('摄像头权限被拒绝，本次学习不会拍摄照片，视频可以继续观看。');
    // 不开启，继续学习 is the learner's choice, not a refused permission.
    expect(playbackGate(policy(), 'declined')).toBe('play');
    expect(cameraProblem('declined', false)).toBe('你选择了不开启摄像头，本次学习不会拍摄照片，视频可以继续观看。');
    expect(cameraProblem('missing', true)).toBe(
      '未检测到可用的摄像头，本课程需要开启摄像头才能观看。请在浏览器中允许使用摄像头后重试。',
    );
  });
});

describe('snapshot schedule', () => {
  it('takes a photo every cycle of playback, paused time not counted, up to max_times', async () => {
    let shots = 0;
    const s = createSnapshotSchedule({ policy: policy({ maxTimes: 3 }), alreadyTaken: 1, take: async () => !!++shots });
    s.playing();
    e.clock.advance(40_000);
    s.paused();
    e.clock.advance(300_000);
    expect(shots).toBe(0);
    s.playing();
    e.clock.advance(19_999);
    expect(shots).toBe(0);
    e.clock.advance(1);
    await tick();
    expect(shots).toBe(1);
    expect(s.state.get().taken).toBe(2);
    e.clock.advance(60_000);
    await tick();
    expect(s.state.get().taken).toBe(3);
    e.clock.advance(600_000);
    await tick();
    expect(shots).toBe(2);
    expect(e.clock.pending()).toBe(0);
  });

  it('takes a photo at a moment with the configured chance', async () => {
    const rolls = [0.3, 0.7, 0.49];
    let shots = 0;
    const s = createSnapshotSchedule({
      policy: policy({ rate: 50, maxTimes: 10 }),
      alreadyTaken: 0,
      take: async () => !!++shots,
      random: () => rolls.shift() ?? 0.99,
    });
    s.playing();
    for (let i = 0; i < 3; i++) {
      e.clock.advance(60_000);
      await tick();
    }
    expect(shots).toBe(2);
  });

  it('counts only stored photos, and stops with the page', async () => {
    let attempts = 0;
    const s = createSnapshotSchedule({ policy: policy(), alreadyTaken: 0, take: async () => !++attempts });
    s.playing();
    e.clock.advance(60_000);
    await tick();
    expect(attempts).toBe(1);
    expect(s.state.get().taken).toBe(0);
    s.stop();
    e.clock.advance(600_000);
    expect(attempts).toBe(1);
    expect(e.clock.pending()).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '#core/client/index.js';
import type { PlayUrl } from '#core/course/index.js';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import {
  countdownMessage,
  createPlayer,
  NEXT_COUNTDOWN_SECONDS,
  OTHER_TAB_MESSAGE,
  PLAY_ID_CHECK_MS,
  RECORD_EVERY_SECONDS,
  type PlayerOptions,
} from '#core/player/index.js';
import { STORAGE_KEYS } from '#core/storage/index.js';
import { tick } from '../../support/async.js';

let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => {
  e = recordingEnvironment(1_000_000);
  restore = configureEnvironment(e);
});
afterEach(() => restore());

const MP4: PlayUrl = { url: 'https://media.example.com/v/7.mp4?s=1', format: 'mp4', duration: 60, name: '' };

function player(overrides: Partial<PlayerOptions> = {}) {
  const records: Array<[number, boolean]> = [];
  const next: number[] = [];
  const loadSource = vi.fn(async () => [MP4]);
  const pause = vi.fn();
  const machine = createPlayer({
    videoId: 7,
    trial: false,
    savedSeconds: 0,
    finished: false,
    banDrag: false,
    nextVideoId: 8,
    loadSource,
    record: (s, leaving) => void records.push([s, leaving]),
    goNext: (id) => void next.push(id),
    ...overrides,
  });
  machine.attach({ pause });
  return { machine, records, next, loadSource, pause };
}

/** Plays from the current position for `seconds` of media time, with time updates every 250 ms. */
function play(machine: ReturnType<typeof player>['machine'], seconds: number, rate = 1) {
  const steps = Math.round((seconds / rate) * 4);
  for (let i = 0; i < steps; i++) {
    e.clock.advance(250);
    machine.timeUpdate(machine.state.get().position + 0.25 * rate);
  }
}

async function started(overrides: Partial<PlayerOptions> = {}) {
  const p = player(overrides);
  p.machine.start();
  await tick();
  const source = p.machine.state.get().source;
  if (source.phase !== 'ready') throw new Error(`not ready: ${source.phase}`);
  p.machine.loaded(60);
  p.machine.seeked(source.startAt);
  p.machine.playing();
  return { ...p, startAt: source.startAt };
}

describe('player: where playback starts', () => {
  it('resumes from the saved second, and starts over when that was the end', async () => {
    expect((await started({ savedSeconds: 23 })).startAt).toBe(23);
    expect((await started({ savedSeconds: 58 })).startAt).toBe(0);
    expect((await started({ savedSeconds: 0 })).startAt).toBe(0);
  });

  it('resumes a trial only inside what the trial plays', async () => {
    const short: PlayUrl = { ...MP4, duration: 5 };
    const { startAt } = await started({ trial: true, savedSeconds: 30, loadSource: async () => [short] });
    expect(startAt).toBe(0);
  });

  it('says 无播放地址 when playinfo lists none, and shows a refusal in its own words', async () => {
    const none = player({ loadSource: async () => [] });
    none.machine.start();
    await tick();
    expect(none.machine.state.get().source).toEqual({ phase: 'none' });

    const refused = player({
      loadSource: async () => {
        throw new ApiError(1, '请购买后观看', 200);
      },
    });
    refused.machine.start();
    await tick();
    expect(refused.machine.state.get().source).toEqual({ phase: 'refused', message: '请购买后观看' });
  });

  it('refuses an address that fails the link check', async () => {
    const p = player({ loadSource: async () => [{ ...MP4, url: 'javascript:alert(1)' }] });
    p.machine.start();
    await tick();
    expect(p.machine.state.get().source).toEqual({ phase: 'none' });
  });
});

describe('player: saving progress', () => {
  it(`saves after every ${RECORD_EVERY_SECONDS} s of playback, and no more often`, async () => {
    const { machine, records } = await started();
    play(machine, 9.75);
    expect(records).toEqual([]);
    play(machine, 0.25);
    expect(records).toEqual([[10, false]]);
    play(machine, 30);
    expect(records).toEqual([
      [10, false],
      [20, false],
      [30, false],
      [40, false],
    ]);
  });

  it('counts playback, not the clock: paused time and jumps add nothing; 2x speed saves every 5 s of wall time', async () => {
    const { machine, records } = await started();
    play(machine, 4);
    machine.paused();
    e.clock.advance(60_000);
    machine.timeUpdate(4);
    machine.playing();
    // A seek forward lands without counting as watched.
    machine.seeked(30);
    machine.timeUpdate(30);
    play(machine, 5.75);
    expect(records).toEqual([]);
    play(machine, 0.25);
    expect(records).toEqual([[36, false]]);
    const before = e.clock.now();
    play(machine, 10, 2);
    expect(records.at(-1)).toEqual([46, false]);
    expect(e.clock.now() - before).toBe(5000);
  });

  it('makes 6 calls per minute of playback at most, plus one at the end', async () => {
    const { machine, records } = await started();
    play(machine, 60);
    expect(records.length).toBe(6);
    machine.ended();
    expect(records.length).toBe(6); // 60 was just saved: the end adds nothing new
    const second = await started({ videoId: 9 });
    play(second.machine, 55);
    second.machine.ended();
    expect(second.records.map(([s]) => s)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('saves the position once when the page goes away, with keepalive; not again, not at the start', async () => {
    const { machine, records } = await started({ savedSeconds: 12 });
    machine.leave();
    expect(records).toEqual([]);
    play(machine, 3);
    machine.leave();
    machine.leave();
    machine.dispose();
    expect(records).toEqual([[15, true]]);
  });
});

describe('player: ban_drag', () => {
  it('stops a seek at the furthest second watched, and sends a seek past it back', async () => {
    const { machine } = await started({ banDrag: true, savedSeconds: 20 });
    // The saved second was watched; playing on pushes the limit.
    play(machine, 5);
    expect(machine.state.get().furthest).toBe(25);
    expect(machine.seekTarget(50)).toBe(25);
    expect(machine.seekTarget(10)).toBe(10);
    machine.seeked(10);
    expect(machine.seeked(40)).toBe(25);
    expect(machine.state.get().position).toBe(25);
  });

  it('lets a lesson finished before be sought anywhere, and anyone when ban_drag is off', async () => {
    const finished = await started({ banDrag: true, finished: true });
    expect(finished.machine.seekTarget(50)).toBe(50);
    const free = await started({ banDrag: false });
    expect(free.machine.seekTarget(50)).toBe(50);
    expect(free.machine.seekTarget(500)).toBe(60);
    expect(free.machine.seeked(50)).toBeNull();
  });
});

describe('player: the play id shared between tabs', () => {
  it(`pauses within ${PLAY_ID_CHECK_MS / 1000} s when another tab starts a different video`, async () => {
    const { machine, pause } = await started();
    expect(e.local.getItem(STORAGE_KEYS.playId)).toBe('7');
    play(machine, 2);
    // Another tab (the same storage) starts video 9.
    e.local.setItem(STORAGE_KEYS.playId, '9');
    e.clock.advance(PLAY_ID_CHECK_MS);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(machine.state.get().otherTab).toBe(true);
    expect(OTHER_TAB_MESSAGE).toBe('您已打开新视频，暂停本视频播放');
    machine.paused();
    // Playing here again takes the id back.
    machine.playing();
    expect(machine.state.get().otherTab).toBe(false);
    expect(e.local.getItem(STORAGE_KEYS.playId)).toBe('7');
  });

  it('leaves a paused tab, and a tab of the same video, alone', async () => {
    const same = await started();
    e.local.setItem(STORAGE_KEYS.playId, '7');
    e.clock.advance(PLAY_ID_CHECK_MS * 3);
    expect(same.pause).not.toHaveBeenCalled();
    same.machine.paused();
    e.local.setItem(STORAGE_KEYS.playId, '9');
    e.clock.advance(PLAY_ID_CHECK_MS);
    expect(same.pause).not.toHaveBeenCalled();
    expect(same.machine.state.get().otherTab).toBe(false);
  });

  it('stops looking once disposed', async () => {
    const { machine } = await started();
    machine.dispose();
    expect(e.clock.pending()).toBe(0);
  });
});

describe('player: the end of a lesson', () => {
  it(`counts down ${NEXT_COUNTDOWN_SECONDS} s and opens the next lesson`, async () => {
    const { machine, next, records } = await started();
    machine.timeUpdate(59.9);
    machine.ended();
    expect(records.at(-1)).toEqual([60, false]);
    expect(machine.state.get().end).toEqual({ kind: 'countdown', nextId: 8, seconds: 10 });
    expect(countdownMessage(10)).toBe('10秒后开始自动播放下一节');
    e.clock.advance(1000);
    expect(machine.state.get().end).toEqual({ kind: 'countdown', nextId: 8, seconds: 9 });
    e.clock.advance(8000);
    expect(next).toEqual([]);
    e.clock.advance(1000);
    expect(next).toEqual([8]);
    expect(e.clock.pending()).toBe(1); // only the play-id check is left
  });

  it('cancels the countdown; 播放下一节 still opens it', async () => {
    const { machine, next } = await started();
    machine.ended();
    e.clock.advance(3000);
    machine.cancelCountdown();
    expect(machine.state.get().end).toEqual({ kind: 'cancelled', nextId: 8 });
    e.clock.advance(30_000);
    expect(next).toEqual([]);
    machine.playNext();
    expect(next).toEqual([8]);
  });

  it('congratulates after the last lesson and ends a trial with its message', async () => {
    const last = await started({ nextVideoId: null });
    last.machine.ended();
    expect(last.machine.state.get().end).toEqual({ kind: 'last' });
    const trial = await started({ trial: true });
    play(trial.machine, 5);
    trial.machine.ended();
    expect(trial.machine.state.get().end).toEqual({ kind: 'trial' });
    e.clock.advance(20_000);
    expect(trial.next).toEqual([]);
  });

  it('playing again (a replay) clears the end and its countdown', async () => {
    const { machine, next } = await started();
    machine.ended();
    machine.playing();
    expect(machine.state.get().end).toBeNull();
    e.clock.advance(20_000);
    expect(next).toEqual([]);
  });
});

describe('player: expired addresses', () => {
  it('asks playinfo again and resumes playing at the same second', async () => {
    const { machine, loadSource } = await started();
    play(machine, 14);
    machine.mediaFailed();
    expect(machine.state.get().source).toEqual({ phase: 'loading' });
    await tick();
    expect(loadSource).toHaveBeenCalledTimes(2);
    expect(machine.state.get().source).toMatchObject({ phase: 'ready', startAt: 14, autoplay: true, generation: 2 });
    // It plays on, and can be renewed again later.
    machine.seeked(14);
    play(machine, 2);
    machine.mediaFailed();
    await tick();
    expect(machine.state.get().source).toMatchObject({ phase: 'ready', startAt: 16, generation: 3 });
  });

  it('renews an address that fails before it loaded from where playback was to start', async () => {
    const p = player({ savedSeconds: 23 });
    p.machine.start();
    await tick();
    p.machine.mediaFailed();
    await tick();
    expect(p.machine.state.get().source).toMatchObject({ phase: 'ready', startAt: 23, generation: 2 });
  });

  it('gives up with 重试 when the renewed address fails before playing; 重试 asks again', async () => {
    const { machine, loadSource } = await started();
    machine.mediaFailed();
    await tick();
    machine.mediaFailed();
    expect(machine.state.get().source).toEqual({ phase: 'failed', message: '视频加载失败，请稍后重试' });
    machine.retry();
    await tick();
    expect(loadSource).toHaveBeenCalledTimes(3);
    expect(machine.state.get().source.phase).toBe('ready');
  });

  it('tells a lost connection apart from a refusal', async () => {
    const p = player({
      loadSource: async () => {
        throw new ApiError(NETWORK_ERROR, '网络连接失败，请检查网络后重试', 0);
      },
    });
    p.machine.start();
    await tick();
    expect(p.machine.state.get().source).toEqual({ phase: 'failed', message: '网络连接失败，请检查网络后重试' });
  });
});

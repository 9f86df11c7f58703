import { map, type MapStore } from 'nanostores';
import { ApiError, NETWORK_ERROR } from '../client/index.js';
import type { PlayUrl } from '../course/index.js';
import { env, type Clock, type KeyValueStore, type TimerHandle } from '../env/index.js';
import { resumeSecond } from '../lessons/index.js';
import { STORAGE_KEYS } from '../storage/index.js';
import { pickSource, type PlaySource } from './source.js';

/** Progress is saved after this many seconds of playback (and at the end, and on leaving). */
export const RECORD_EVERY_SECONDS = 10;
/** How often the play id other tabs write is looked at. */
export const PLAY_ID_CHECK_MS = 5000;
/** Seconds before the next lesson starts on its own. */
export const NEXT_COUNTDOWN_SECONDS = 10;
/**
 * A position step above this between two time updates is a jump (a seek), not playback: it adds
 * nothing to the seconds watched. Time updates come every 250 ms or so, at most 2x speed.
 */
const MAX_PLAYBACK_STEP = 2;

export const OTHER_TAB_MESSAGE = '您已打开新视频，暂停本视频播放';
export const TRIAL_END_MESSAGE = '试看结束，购买课程观看所有视频';
export const LAST_LESSON_MESSAGE = '恭喜你学完最后一节';
export const NO_ADDRESS_MESSAGE = '无播放地址';
export const PLAY_FAILED_MESSAGE = '视频加载失败，请稍后重试';
export const countdownMessage = (seconds: number) => `${seconds}秒后开始自动播放下一节`;

export type SourceState =
  | { phase: 'loading' }
  /** `startAt`: second to start from; `autoplay`: play at once (a renewed address resumes playing). */
  | { phase: 'ready'; source: PlaySource; startAt: number; autoplay: boolean; generation: number }
  /** playinfo answered without an address (无播放地址). */
  | { phase: 'none' }
  /** playinfo refused (请购买后观看 and the like): the server's words. */
  | { phase: 'refused'; message: string }
  /** No connection, or the media failed again right after a renewed address: 重试. */
  | { phase: 'failed'; message: string };

export type EndState =
  | { kind: 'countdown'; nextId: number; seconds: number }
  | { kind: 'cancelled'; nextId: number }
  | { kind: 'last' }
  | { kind: 'trial' };

export interface PlayerState {
  source: SourceState;
  playing: boolean;
  /** Current second of the media. */
  position: number;
  /** Length of what plays (the media's own once known, else playinfo's). */
  duration: number;
  /** Furthest second reached by playing (ban_drag: seeking stops here). */
  furthest: number;
  end: EndState | null;
  /** Paused because another tab started a different video. */
  otherTab: boolean;
}

/** What the view lets the machine do to the media element. */
export interface MediaControl {
  pause(): void;
}

export interface PlayerOptions {
  videoId: number;
  /** Playing the trial (playinfo with is_try); the end is then 试看结束. */
  trial: boolean;
  /** Watch progress saved on the server (video detail), in seconds. */
  savedSeconds: number;
  /** The member finished this lesson before: every second of it counts as watched. */
  finished: boolean;
  /** `ban_drag`: no seeking past the furthest second watched. */
  banDrag: boolean;
  nextVideoId: number | null;
  /** Asks the server for play addresses (playinfo); called again when an address has expired. */
  loadSource(): Promise<PlayUrl[]>;
  /** Saves the position (POST record); `leaving`: the page is going away (the request must outlive it). */
  record(seconds: number, leaving: boolean): unknown;
  /** Opens the next lesson (the countdown ran out or 播放下一节). */
  goNext(videoId: number): void;
  clock?: Clock;
  storage?: KeyValueStore;
}

export interface PlayerMachine {
  readonly state: MapStore<PlayerState>;
  /** Asks for the play address and starts watching the play id. */
  start(): void;
  attach(control: MediaControl | null): void;
  /** The media knows its length. */
  loaded(duration: number): void;
  timeUpdate(second: number): void;
  /** Where a seek to `second` may go (ban_drag clamps it to the furthest second watched). */
  seekTarget(second: number): number;
  /** A seek landed; returns where the media must go instead when it landed past what is allowed. */
  seeked(second: number): number | null;
  playing(): void;
  paused(): void;
  ended(): void;
  cancelCountdown(): void;
  playNext(): void;
  /** The media failed to load or play: an expired address is renewed and playback resumes there. */
  mediaFailed(): void;
  /** 重试 after a failure. */
  retry(): void;
  /** Saves an unsaved position as the page goes away (page hide, another lesson, unmount). */
  leave(): void;
  dispose(): void;
}

/**
 * The course video player without its view: where playback starts (resume), when progress is saved
 * (every RECORD_EVERY_SECONDS of playback, at the end, on leaving), ban_drag, the play id shared
 * between tabs (the older tab pauses), the end of a lesson (countdown to the next, last lesson,
 * end of a trial) and renewing an expired address at the same second. Timers run on the
 * environment's clock, so tests drive it with a manual one.
 */
export function createPlayer(options: PlayerOptions): PlayerMachine {
  const clock = options.clock ?? env().clock;
  const storage = options.storage ?? env().local;
  const { videoId } = options;
  const state = map<PlayerState>({
    source: { phase: 'loading' },
    playing: false,
    position: 0,
    duration: 0,
    // What the member watched before counts as watched (ban_drag lets them seek back into it).
    furthest: Math.max(0, Number(options.savedSeconds) || 0),
    end: null,
    otherTab: false,
  });

  let control: MediaControl | null = null;
  let disposed = false;
  let generation = 0;
  /** Seconds of playback since the last save. */
  let playedSinceRecord = 0;
  let lastRecorded = -1;
  /** A renewed address that has not played yet: a second failure is not an expiry. */
  let renewedWithoutProgress = false;
  let playIdTimer: TimerHandle | undefined;
  let countdownTimer: TimerHandle | undefined;

  const set = <K extends keyof PlayerState>(key: K, value: PlayerState[K]) => state.setKey(key, value as never);

  const record = (seconds: number, leaving: boolean) => {
    const s = Math.floor(seconds);
    // The server refuses 0 ("参数错误"), and a second already saved needs no second call.
    if (s <= 0 || s === lastRecorded) return;
    lastRecorded = s;
    playedSinceRecord = 0;
    // Called at once (a save as the page goes away must leave before the page does); a failed save
    // is only logged: the next one carries the position anyway.
    try {
      Promise.resolve(options.record(s, leaving)).catch((e) => env().log('record failed', e));
    } catch (e) {
      env().log('record failed', e);
    }
  };

  const stopCountdown = () => {
    if (countdownTimer !== undefined) clock.clearInterval(countdownTimer);
    countdownTimer = undefined;
  };

  async function load(startAt: number, autoplay: boolean) {
    set('source', { phase: 'loading' });
    let urls: PlayUrl[];
    try {
      urls = await options.loadSource();
    } catch (error) {
      if (disposed) return;
      const refused = error instanceof ApiError && error.code !== NETWORK_ERROR && error.code !== 401;
      set(
        'source',
        refused
          ? { phase: 'refused', message: error.message }
          : { phase: 'failed', message: error instanceof ApiError ? error.message : PLAY_FAILED_MESSAGE },
      );
      return;
    }
    if (disposed) return;
    const source = pickSource(urls);
    if (!source) return set('source', { phase: 'none' });
    if (!state.get().duration && source.duration) set('duration', source.duration);
    const start = startAt < 0 ? resumeSecond(options.savedSeconds, source.duration || Infinity) : startAt;
    // Starting where the server already has us is nothing new to save.
    if (lastRecorded < 0) lastRecorded = start;
    // Until the media reports, it stands at the start (a failure before then renews from here).
    set('position', start);
    set('source', { phase: 'ready', source, startAt: start, autoplay, generation: ++generation });
  }

  const checkPlayId = () => {
    const current = storage.getItem(STORAGE_KEYS.playId);
    if (current === null || current === String(videoId) || !state.get().playing) return;
    set('otherTab', true);
    control?.pause();
  };

  const allowedUpTo = () => {
    const { duration, furthest } = state.get();
    return options.banDrag && !options.finished ? furthest : duration || Infinity;
  };

  return {
    state,
    start() {
      if (playIdTimer === undefined) playIdTimer = clock.setInterval(checkPlayId, PLAY_ID_CHECK_MS);
      void load(-1, false);
    },
    attach(next) {
      control = next;
    },
    loaded(duration) {
      if (duration > 0 && Number.isFinite(duration)) set('duration', duration);
      if (options.finished) set('furthest', state.get().duration);
    },
    timeUpdate(second) {
      const s = state.get();
      const step = second - s.position;
      set('position', second);
      if (!s.playing || step <= 0 || step > MAX_PLAYBACK_STEP) return;
      renewedWithoutProgress = false;
      if (second > s.furthest) set('furthest', second);
      playedSinceRecord += step;
      if (playedSinceRecord >= RECORD_EVERY_SECONDS) record(second, false);
    },
    seekTarget(second) {
      const { duration } = state.get();
      const upper = Math.min(duration || Infinity, allowedUpTo());
      return Math.max(0, Math.min(second, upper));
    },
    seeked(second) {
      const allowed = allowedUpTo();
      const target = second > allowed + 0.5 ? allowed : null;
      set('position', target ?? second);
      return target;
    },
    playing() {
      stopCountdown();
      // This tab takes the play id over: a tab playing another video pauses at its next check.
      storage.setItem(STORAGE_KEYS.playId, String(videoId));
      state.set({ ...state.get(), playing: true, otherTab: false, end: null });
    },
    paused() {
      set('playing', false);
    },
    ended() {
      const s = state.get();
      set('playing', false);
      record(Math.max(s.position, s.duration), false);
      if (options.trial) return set('end', { kind: 'trial' });
      const nextId = options.nextVideoId;
      if (nextId === null) return set('end', { kind: 'last' });
      stopCountdown();
      set('end', { kind: 'countdown', nextId, seconds: NEXT_COUNTDOWN_SECONDS });
      countdownTimer = clock.setInterval(() => {
        const end = state.get().end;
        if (end?.kind !== 'countdown') return stopCountdown();
        if (end.seconds > 1) return set('end', { ...end, seconds: end.seconds - 1 });
        stopCountdown();
        options.goNext(end.nextId);
      }, 1000);
    },
    cancelCountdown() {
      const end = state.get().end;
      if (end?.kind !== 'countdown') return;
      stopCountdown();
      set('end', { kind: 'cancelled', nextId: end.nextId });
    },
    playNext() {
      const end = state.get().end;
      stopCountdown();
      const nextId = end && 'nextId' in end ? end.nextId : options.nextVideoId;
      if (nextId !== null) options.goNext(nextId);
    },
    mediaFailed() {
      const s = state.get();
      if (s.source.phase !== 'ready') return;
      if (renewedWithoutProgress) {
        set('playing', false);
        return set('source', { phase: 'failed', message: PLAY_FAILED_MESSAGE });
      }
      // Signed addresses expire (server docs, Media): ask again and go on from the same second.
      renewedWithoutProgress = true;
      void load(Math.floor(s.position), s.playing || s.source.autoplay);
    },
    retry() {
      renewedWithoutProgress = false;
      void load(Math.floor(state.get().position) || -1, false);
    },
    leave() {
      const s = state.get();
      if (s.end === null) record(s.position, true);
    },
    dispose() {
      if (disposed) return;
      this.leave();
      disposed = true;
      stopCountdown();
      if (playIdTimer !== undefined) clock.clearInterval(playIdTimer);
      playIdTimer = undefined;
      control = null;
    },
  };
}

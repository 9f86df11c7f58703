import { env, type Clock, type TimerHandle } from '../env/index.js';

/** How often watching is reported, as the public client does. */
export const WATCH_RECORD_EVERY_MS = 10_000;

export interface WatchRecorderOptions {
  /** The player's position in seconds while it plays, null while paused, waiting or gone. */
  position(): number | null;
  /** Reports the position (watch/record through the second API client). */
  record(seconds: number): unknown;
  clock?: Clock;
}

/**
 * Reports the position every 10 s while the player plays: nothing while paused, nothing before
 * the first second, and nothing again for a position already reported.
 */
export function createWatchRecorder(options: WatchRecorderOptions): { start(): void; stop(): void } {
  const clock = options.clock ?? env().clock;
  let timer: TimerHandle | null = null;
  let last = 0;
  const tick = () => {
    const at = options.position();
    const seconds = at === null || !Number.isFinite(at) ? 0 : Math.floor(at);
    if (seconds <= 0 || seconds === last) return;
    last = seconds;
    options.record(seconds);
  };
  return {
    start() {
      timer ??= clock.setInterval(tick, WATCH_RECORD_EVERY_MS);
    },
    stop() {
      if (timer !== null) clock.clearInterval(timer);
      timer = null;
    },
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import { env, type Clock, type TimerHandle } from '../env/index.js';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds in `ms` (rounded up to the second, never negative). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `0天01小时05分09秒`, the public client's form. */
export function formatCountdown(ms: number): string {
  const p = countdownParts(ms);
  return `${p.days}天${pad(p.hours)}小时${pad(p.minutes)}分${pad(p.seconds)}秒`;
}

export interface Countdown {
  /** Milliseconds left, updated as each displayed second passes; 0 once the target is reached. */
  $remaining: ReadableAtom<number>;
  stop(): void;
}

/** Every so often once the countdown is over (the play call again, until the teacher starts). */
export interface WhenDue {
  every: number;
  run(): void;
}

/** How often a play page that has counted down asks whether the session has started. */
export const START_POLL_MS = 5000;

/**
 * Counts down to `target` (ms since the epoch) on the environment clock: one tick at each second
 * boundary of the remaining time, so the shown seconds change exactly on time, and none after 0.
 * With `whenDue`, reaching 0 runs it at once and then every `whenDue.every` ms until stop().
 */
export function createCountdown(target: number, clock: Clock = env().clock, whenDue?: WhenDue): Countdown {
  const left = () => Math.max(0, target - clock.now());
  const $remaining = atom(left());
  let timer: TimerHandle | null = null;
  let poll: TimerHandle | null = null;
  const tick = () => {
    const ms = left();
    $remaining.set(ms);
    timer = ms > 0 ? clock.setTimeout(tick, ms % 1000 || 1000) : null;
    if (!ms && whenDue) {
      whenDue.run();
      poll = clock.setInterval(whenDue.run, whenDue.every);
    }
  };
  tick();
  return {
    $remaining,
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      if (poll !== null) clock.clearInterval(poll);
      timer = poll = null;
    },
  };
}

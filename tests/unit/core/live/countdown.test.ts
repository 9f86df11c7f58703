import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '#core/env/index.js';
import {
  countdownParts,
  createCountdown,
  createWatchRecorder,
  formatCountdown,
  START_POLL_MS,
  WATCH_RECORD_EVERY_MS,
} from '#core/live/index.js';

describe('countdown to a session’s start', () => {
  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(formatCountdown(3_600_000 + 5 * 60_000 + 9_000)).toBe('0天01小时05分09秒');
    expect(formatCountdown(1)).toBe('0天00小时00分01秒');
    expect(formatCountdown(-5000)).toBe('0天00小时00分00秒');
  });

  it('ticks as each shown second passes and stops at zero', () => {
    const clock = manualClock(1_000_000);
    const target = clock.now() + 2_500;
    const c = createCountdown(target, clock);
    const seen = [formatCountdown(c.$remaining.get())];
    c.$remaining.listen((ms) => seen.push(formatCountdown(ms)));
    clock.advance(499);
    expect(seen).toEqual(['0天00小时00分03秒']);
    clock.advance(1);
    clock.advance(2_000);
    expect(seen).toEqual(['0天00小时00分03秒', '0天00小时00分02秒', '0天00小时00分01秒', '0天00小时00分00秒']);
    expect(c.$remaining.get()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('once over, asks every 5 s (whether the teacher has started) until stopped', () => {
    const clock = manualClock(0);
    const run = vi.fn();
    const c = createCountdown(1_500, clock, { every: START_POLL_MS, run });
    clock.advance(1_499);
    expect(run).not.toHaveBeenCalled();
    clock.advance(1);
    expect(run).toHaveBeenCalledTimes(1);
    clock.advance(START_POLL_MS * 3);
    expect(run).toHaveBeenCalledTimes(4);
    c.stop();
    clock.advance(START_POLL_MS * 3);
    expect(run).toHaveBeenCalledTimes(4);
    expect(clock.pending()).toBe(0);
  });

  it('is at zero at once for a start already past, and stop() leaves no timer', () => {
    const clock = manualClock(5_000);
    expect(createCountdown(1_000, clock).$remaining.get()).toBe(0);
    const c = createCountdown(60_000, clock);
    c.stop();
    expect(clock.pending()).toBe(0);
  });
});

describe('watch record', () => {
  it('reports the position every 10 s while playing: not while paused, not before a second, not twice', () => {
    const clock = manualClock(0);
    let position: number | null = 0.4;
    const record = vi.fn();
    const r = createWatchRecorder({ position: () => position, record, clock });
    r.start();
    r.start();
    expect(WATCH_RECORD_EVERY_MS).toBe(10_000);
    clock.advance(10_000);
    expect(record).not.toHaveBeenCalled();
    position = 10.7;
    clock.advance(9_999);
    expect(record).not.toHaveBeenCalled();
    clock.advance(1);
    expect(record).toHaveBeenLastCalledWith(10);
    position = null;
    clock.advance(10_000);
    position = 10.2;
    clock.advance(10_000);
    expect(record).toHaveBeenCalledTimes(1);
    position = 30.1;
    clock.advance(10_000);
    expect(record).toHaveBeenLastCalledWith(30);
    r.stop();
    expect(clock.pending()).toBe(0);
  });
});

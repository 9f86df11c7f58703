import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment } from '#core/env/index.js';
import { formatCountdown, formatDateTime, relativeTime, toTimestamp } from '#core/time/index.js';

// Output must not depend on the machine's zone: run under one far from UTC+8.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** 2024-06-15 12:00:00 in China Standard Time. */
const NOW = Date.UTC(2024, 5, 15, 4, 0, 0);
const ago = (ms: number, withTime = false) => relativeTime(NOW - ms, { now: NOW, withTime });

describe('toTimestamp', () => {
  it('runs in a zone other than UTC+8 (premise of the tests below)', () => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(420);
  });

  it('reads ISO-8601 UTC with microseconds', () => {
    expect(toTimestamp('2023-10-31T01:34:08.000000Z')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8));
    expect(toTimestamp('2023-10-31T01:34:08.123456Z')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8, 123));
    expect(toTimestamp('2023-10-31T01:34:08Z')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8));
  });

  it('reads explicit offsets', () => {
    expect(toTimestamp('2023-10-31T09:34:08+08:00')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8));
    expect(toTimestamp('2023-10-30T20:34:08-0500')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8));
  });

  it('reads raw "YYYY-MM-DD HH:MM:SS" as PRC time (UTC+8)', () => {
    expect(toTimestamp('2023-10-31 09:34:08')).toBe(Date.UTC(2023, 9, 31, 1, 34, 8));
    expect(toTimestamp('2023-10-31 00:10:00')).toBe(Date.UTC(2023, 9, 30, 16, 10, 0));
    expect(toTimestamp('2023-10-31')).toBe(Date.UTC(2023, 9, 30, 16, 0, 0));
  });

  it('takes numbers as milliseconds and Dates as they are', () => {
    expect(toTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toTimestamp(new Date(5))).toBe(5);
  });

  it.each([
    '',
    'abc',
    '2023-13-01 00:00:00',
    '2023-02-30 10:00:00',
    '2023-10-31 24:00:00',
    '2023-10-31 10:60:00',
    '31/10/2023',
    NaN,
    Infinity,
    1e20,
    null,
    undefined,
  ])('gives NaN for %j', (v) => {
    expect(toTimestamp(v as never)).toBeNaN();
  });
});

describe('formatDateTime', () => {
  it('shows both input forms in China Standard Time as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2023-10-31T01:34:08.000000Z')).toBe('2023-10-31 09:34');
    expect(formatDateTime('2023-10-31T17:00:00.000000Z')).toBe('2023-11-01 01:00');
    expect(formatDateTime('2023-10-31 09:34:08')).toBe('2023-10-31 09:34');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 5))).toBe('2024-01-01 08:05');
    expect(formatDateTime(new Date(Date.UTC(2023, 11, 31, 16, 0)))).toBe('2024-01-01 00:00');
  });

  it.each(['', 'Invalid Date', 'not a date', '2023-02-30 00:00:00', NaN, 1e20, null, undefined, new Date('x')])(
    'gives an empty string for %j',
    (v) => {
      expect(formatDateTime(v as never)).toBe('');
    },
  );
});

describe('relativeTime', () => {
  it('under 60 s is 刚刚', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(59 * S)).toBe('刚刚');
    expect(ago(59_999)).toBe('刚刚');
    expect(ago(60 * S)).toBe('1分钟前');
  });

  it('under an hour counts minutes', () => {
    expect(ago(119 * S)).toBe('1分钟前');
    expect(ago(2 * M)).toBe('2分钟前');
    expect(ago(59 * M)).toBe('59分钟前');
    expect(ago(60 * M - 1)).toBe('59分钟前');
    expect(ago(60 * M)).toBe('1小时前');
  });

  it('under a day counts hours', () => {
    expect(ago(23 * H)).toBe('23小时前');
    expect(ago(D - 1)).toBe('23小时前');
    expect(ago(D)).toBe('1天前');
  });

  it('under 7 days counts days', () => {
    expect(ago(6 * D)).toBe('6天前');
    expect(ago(7 * D - 1)).toBe('6天前');
    expect(ago(7 * D)).toBe('06-08');
  });

  it('under 365 days shows MM-DD, with time HH:mm', () => {
    expect(ago(7 * D, true)).toBe('06-08 12:00');
    expect(ago(364 * D)).toBe('06-17');
    expect(ago(365 * D - 1)).toBe('06-16');
    expect(ago(365 * D - 1, true)).toBe('06-16 12:00');
    expect(ago(365 * D)).toBe('2023-06-16');
  });

  it('otherwise shows YYYY-MM-DD, with time HH:mm', () => {
    expect(ago(365 * D, true)).toBe('2023-06-16 12:00');
    expect(ago(3 * 365 * D)).toBe('2021-06-16');
  });

  it('reads both server forms against the same clock', () => {
    const now = toTimestamp('2023-10-31T01:34:08.000000Z');
    expect(relativeTime('2023-10-31 09:33:09', { now })).toBe('刚刚');
    expect(relativeTime('2023-10-31 09:33:08', { now })).toBe('1分钟前');
    expect(relativeTime('2023-10-31T00:34:08.000000Z', { now })).toBe('1小时前');
    expect(relativeTime('2023-10-20 08:00:00', { now })).toBe('10-20');
    expect(relativeTime('2023-10-20 08:00:00', { now, withTime: true })).toBe('10-20 08:00');
    expect(relativeTime('2022-10-20T23:30:00.000000Z', { now, withTime: true })).toBe('2022-10-21 07:30');
    expect(relativeTime('2023-10-31T01:34:08.000000Z', { now: new Date(now + 3 * M) })).toBe('3分钟前');
  });

  it('uses the environment clock when no now is given', () => {
    const e = recordingEnvironment(NOW);
    const restore = configureEnvironment(e);
    try {
      expect(relativeTime(NOW - 5 * M)).toBe('5分钟前');
      e.clock.advance(55 * M);
      expect(relativeTime(NOW - 5 * M)).toBe('1小时前');
    } finally {
      restore();
    }
  });

  it('treats a little future as clock skew and a real future as a date', () => {
    expect(ago(-30 * S)).toBe('刚刚');
    expect(ago(-2 * D)).toBe('2024-06-17');
    expect(ago(-2 * D, true)).toBe('2024-06-17 12:00');
  });

  it('gives an empty string for invalid input', () => {
    expect(relativeTime('garbage', { now: NOW })).toBe('');
    expect(relativeTime(null, { now: NOW })).toBe('');
    expect(relativeTime(NaN, { now: NOW, withTime: true })).toBe('');
  });
});

describe('countdowns', () => {
  it('reads HH:mm:ss, with days in front from a day up, and 00:00:00 once past', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5 * S)).toBe('00:00:00');
    expect(formatCountdown(59 * S + 999)).toBe('00:00:59');
    expect(formatCountdown(22 * H + 3 * M + 7 * S)).toBe('22:03:07');
    expect(formatCountdown(25 * D + H)).toBe('25天 01:00:00');
  });
});

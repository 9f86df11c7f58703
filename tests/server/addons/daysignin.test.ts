/**
 * DaySignIn as the public PC client calls it (frontend-v3 src/api/daySignIn.ts: GET user, POST
 * signIn {}; src/pages/member/index.tsx reads data.is_submit, src/components/sign reads
 * data.reward). Days are the server's calendar days in UTC+8; the clock is moved with the
 * development clock endpoint, never by sleeping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const D = '/addons/DaySignIn/api/v1';

/** Moves the server clock with the development endpoint. */
async function advance(seconds: number) {
  const res = await fetch(`${s.url}/__dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  expect(res.status).toBe(200);
}

const credit1 = async (token: string) => data(await s.get('/api/v2/member/detail', { token })).credit1 as number;
const records = async (token: string) =>
  data(await s.get('/api/v2/member/credit1Records', { token, query: { page: 1, page_size: 50 } })).data as {
    sum: number;
    remark: string;
  }[];

describe('daily sign-in', () => {
  it('needs a login', async () => {
    expect(isUnauthenticated(await s.get(`${D}/user`), D)).toBe(true);
    expect(isUnauthenticated(await s.post(`${D}/signIn`, {}), D)).toBe(true);
  });

  it('awards points once per UTC+8 day, refuses a second sign-in and allows the next day', async () => {
    // 2026-11-24 23:58:00 in UTC+8.
    s.clock.set(Date.UTC(2026, 10, 24, 15, 58, 0));
    const t = await s.token(6);
    const before = await credit1(t);
    expect(data(await s.get(`${D}/user`, { token: t }))).toEqual({ is_submit: 0, reward: 5, continuous_days: 0 });

    expect(data(await s.post(`${D}/signIn`, {}, { token: t }))).toEqual({ reward: 5, continuous_days: 1 });
    expect(await credit1(t)).toBe(before + 5);
    expect((await records(t))[0]).toMatchObject({ sum: 5, remark: '每日签到' });
    expect(data(await s.get(`${D}/user`, { token: t }))).toMatchObject({ is_submit: 1, continuous_days: 1 });

    // 23:59:30 the same day: refused, nothing paid.
    await advance(90);
    expect(failure(await s.post(`${D}/signIn`, {}, { token: t }))).toBe('今日已签到，明天再来吧');
    expect(await credit1(t)).toBe(before + 5);

    // 00:00:30 the next day in UTC+8 (still the 24th in UTC): allowed again.
    await advance(60);
    expect(data(await s.get(`${D}/user`, { token: t }))).toMatchObject({ is_submit: 0, continuous_days: 1 });
    expect(data(await s.post(`${D}/signIn`, {}, { token: t }))).toEqual({ reward: 5, continuous_days: 2 });
    expect(await credit1(t)).toBe(before + 10);

    // 08:00:30 UTC+8 is a new day in UTC, not on the server's calendar: still refused.
    await advance(8 * 3600);
    expect(failure(await s.post(`${D}/signIn`, {}, { token: t }))).toBe('今日已签到，明天再来吧');
    expect((await records(t)).filter((r) => r.remark === '每日签到')).toHaveLength(2);

    // A day missed breaks the streak.
    await advance(2 * 86_400);
    expect(data(await s.get(`${D}/user`, { token: t }))).toMatchObject({ is_submit: 0, continuous_days: 0 });
    expect(data(await s.post(`${D}/signIn`, {}, { token: t }))).toEqual({ reward: 5, continuous_days: 1 });
  });
});

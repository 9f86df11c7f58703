/**
 * MeEdu writes its own times as China wall time without a zone (`2026-11-27 10:00:00`). In a
 * browser set to another zone the site must still read them as UTC+8: a paper's and a mock
 * paper's countdown to `ended_at` / `expired_at`, and a live session's countdown to its start.
 * (The sign-in's countdown is tested with the live room, tests/e2e/live/room.test.ts.) Read in the
 * browser's zone instead, New York would be 13 hours off and UTC 8.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { closeRunning, freshAttempt, SIX_TYPES_PAPER, V1 } from '../exam/helpers.js';
import { UPCOMING_SESSION } from '../live/helpers.js';
import { api, loginContext, MEMBER_2, tokenFor, useBrowser } from './helpers.js';

const browser = useBrowser();
const ZONES = ['America/New_York', 'UTC'] as const;

/** Milliseconds until a PRC wall time, by the reference server's clock. */
async function untilPrc(wall: string): Promise<number> {
  const { now } = await api<{ now: number }>('/__dev/clock');
  return Date.parse(`${wall.replace(' ', 'T')}+08:00`) - now;
}

async function inZone(timezoneId: string, run: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser(), { timezoneId });
  try {
    await loginContext(context, MEMBER_2);
    await page.goto('/');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    await run(page);
  } finally {
    await context.close();
  }
}

/** The seconds a 倒计时：HH时MM分SS秒 timer shows. */
const timerSeconds = async (page: Page) => {
  const [, h, m, s] = /(\d+)时(\d+)分(\d+)秒/.exec(await page.getByRole('timer').innerText())!;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe.each(ZONES)('a browser in %s', (zone) => {
  it('counts a paper down to its ended_at and a mock paper to its expired_at, as China time', async () => {
    await inZone(zone, async (page) => {
      const token = await tokenFor(MEMBER_2);
      const pid = await freshAttempt(token, SIX_TYPES_PAPER);
      const play = await api<{ user_paper: { ended_at: string } }>(`${V1}/paper/${SIX_TYPES_PAPER}/join/${pid}`, {
        token,
      });
      await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}&pid=${pid}`);
      await page.getByRole('timer').waitFor();
      const paperLeft = (await untilPrc(play.user_paper.ended_at)) / 1000;
      expect(Math.abs((await timerSeconds(page)) - paperLeft)).toBeLessThan(5);
      expect(paperLeft).toBeGreaterThan(3500);
      // Handed in, so its questions are open to practice again for the other tests.
      await closeRunning(token, SIX_TYPES_PAPER);

      const { recordId } = await api<{ recordId: number }>(`${V1}/mock_paper/1`, { method: 'POST', token });
      const mock = await api<{ record: { expired_at: string } }>(`${V1}/mock_paper/record/${recordId}`, { token });
      await page.goto(`/exam/mockpaper/play?id=1&pid=${recordId}`);
      await page.getByRole('timer').waitFor();
      const mockLeft = (await untilPrc(mock.record.expired_at)) / 1000;
      expect(Math.abs((await timerSeconds(page)) - mockLeft)).toBeLessThan(5);
      expect(mockLeft).toBeGreaterThan(1700);
      await api(`${V1}/mock_paper/record/${recordId}/submit`, { method: 'POST', token, body: { pid: recordId } });
    });
  });

  it('counts a live session down to its published_at, as China time', async () => {
    await inZone(zone, async (page) => {
      const token = await tokenFor(MEMBER_2);
      const { video } = await api<{ video: { published_at: string } }>(
        `/addons/zhibo/api/v1/course/${UPCOMING_SESSION}/play`,
        { token },
      );
      await page.goto(`/live/video/${UPCOMING_SESSION}`);
      const shown = await page.getByText(/^直播倒计时：/).innerText();
      const [, d, h, m] = /(\d+)天(\d+)小时(\d+)分/.exec(shown)!;
      const left = await untilPrc(video.published_at);
      const minutes = Number(d) * 1440 + Number(h) * 60 + Number(m);
      expect(Math.abs(minutes - left / 60_000)).toBeLessThan(2);
    });
  });
});

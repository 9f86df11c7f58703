import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  addFault,
  api,
  clearFaults,
  devConfig,
  expectNoAxeViolations,
  loginContext,
  MEMBER_1,
  siteConfig,
  tokenFor,
  useBrowser,
  waitForPath,
} from '../site/helpers.js';
import { recordRequests } from '../site/pages-helpers.js';
import {
  COURSE_BOUGHT,
  COURSE_NOT_BOUGHT,
  hlsChunks,
  lessonsOf,
  mediaTime,
  player,
  pressPlay,
  recordCalls,
  waitForMediaTime,
} from './helpers.js';

/**
 * The course video page against the reference server: MP4 and HLS lessons, progress saved and
 * resumed, the end of a lesson, trials, the play id between tabs. Learning photos are switched
 * off here (tests/e2e/video/snapshot.test.ts has them, with a fake camera).
 */
const browser = useBrowser();
let restoreConfig: () => Promise<void>;
beforeAll(async () => {
  restoreConfig = await devConfig({ 'snapshot.status.vod': 0 });
});
afterAll(async () => {
  await restoreConfig();
});

interface Progress {
  video_watched_progress: Record<string, { watch_seconds: number; watched_at: string | null }> | [];
}
const savedSeconds = async (videoId: number, token: string) => {
  const d = await api<Progress>(`/api/v2/video/${videoId}`, { token });
  return (d.video_watched_progress as Record<string, { watch_seconds: number }>)[String(videoId)]?.watch_seconds ?? 0;
};

/** Plays to the end quickly: seeks with the arrow key until the lesson ends (no ban_drag here). */
async function playToEnd(page: Page) {
  await pressPlay(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
}

describe('course video page', () => {
  it('plays an MP4 lesson, saves the position as the page goes away and resumes there after a reload; no hls.js', async () => {
    const [first] = await lessonsOf(COURSE_BOUGHT);
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    const requests = recordRequests(page);
    const calls = recordCalls(page, first.id);
    await page.goto(`/courses/video/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    const config = await siteConfig();
    const course = await api<{ course: { title: string } }>(`/api/v2/course/${COURSE_BOUGHT}`);
    await page.waitForFunction((t) => document.title === t, `${first.title} - ${course.course.title} - ${config.name}`);
    await pressPlay(page);
    await waitForMediaTime(page, 4);
    await player(page).getByRole('button', { name: '暂停', exact: true }).click();
    const at = await mediaTime(page);
    expect(calls).toEqual([]); // under 10 s of playback: nothing saved while playing
    await page.reload();
    // The reload's page hide sent the position (with keepalive, so the browser reports no request
    // of the old page: the server tells); the new page starts from it.
    expect(await savedSeconds(first.id, token)).toBe(Math.floor(at));
    await page.waitForFunction(
      () => ((document.querySelector('video[aria-label]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0,
    );
    expect(Math.abs((await mediaTime(page)) - at)).toBeLessThanOrEqual(2);
    // The MP4 went straight to the element; hls.js was never asked for.
    const hls = hlsChunks();
    expect(requests.filter((p) => hls.includes(p))).toEqual([]);
    expect(requests.some((p) => p.startsWith(`/media/vod/${first.id}/full.mp4`))).toBe(true);
    // The study centre shows the course with its progress, 继续学习 leading back to this lesson.
    await page.goto('/study-center');
    const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: course.course.title });
    await row.waitFor();
    expect(await row.getByRole('link', { name: /继续学习/ }).getAttribute('href')).toBe(`/courses/video/${first.id}`);
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await context.close();
  });

  it('plays an HLS lesson through hls.js where the browser has no HLS of its own, and natively where it has', async () => {
    const lessons = await lessonsOf(COURSE_BOUGHT);
    const hlsLesson = lessons[1];
    const hls = hlsChunks();
    const { context, page } = await newPage(browser());
    await loginContext(context);
    // As in Firefox or an older Chrome: no native HLS, so the player needs hls.js.
    await context.addInitScript(() => {
      const own = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : own.call(this, type);
      };
    });
    const requests = recordRequests(page);
    await page.goto(`/courses/video/${hlsLesson.id}`);
    await pressPlay(page);
    await waitForMediaTime(page, 1.5);
    expect(requests.filter((p) => hls.includes(p)).length).toBeGreaterThan(0);
    expect(requests.some((p) => /^\/media\/vod\/\d+\/full\/\d+\.m4s$/.test(p))).toBe(true);
    // hls.js feeds the element through Media Source Extensions.
    expect(await page.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:'))).toBe(
      true,
    );
    await context.close();

    // Debian's Chromium plays HLS itself: the playlist goes to the element and hls.js stays away.
    const native = await newPage(browser());
    await loginContext(native.context);
    const nativeRequests = recordRequests(native.page);
    await native.page.goto(`/courses/video/${hlsLesson.id}`);
    await pressPlay(native.page);
    await waitForMediaTime(native.page, 1);
    expect(nativeRequests.filter((p) => hls.includes(p))).toEqual([]);
    expect(await native.page.locator('video[aria-label]').getAttribute('src')).toContain('/full.m3u8?');
    await native.context.close();
  });

  it('asks for a new address when the old one has expired, and plays on from the same second', async () => {
    // Course 4's opening lesson: the demo member stopped 2 s in.
    const [lesson] = await lessonsOf(4);
    const { context, page } = await newPage(browser());
    const token = await loginContext(context);
    expect(await savedSeconds(lesson.id, token)).toBe(2);
    let playinfo = 0;
    page.on('request', (r) => {
      if (r.url().includes(`/api/v2/video/${lesson.id}/playinfo`)) playinfo++;
    });
    // The first address handed out is already past its time, as after a long pause.
    let refused = 0;
    await page.route(/\/media\/vod\/\d+\/full\.mp4/, (route) => {
      if (refused++) return route.continue();
      return route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"播放地址已过期"}' });
    });
    await page.goto(`/courses/video/${lesson.id}`);
    await page.waitForFunction(
      () => (document.querySelector('video[aria-label]') as HTMLVideoElement)?.readyState >= 1,
    );
    expect(playinfo).toBe(2);
    expect(Math.round(await mediaTime(page))).toBe(2);
    await pressPlay(page);
    await waitForMediaTime(page, 3);
    await context.close();
  });

  it('counts down to the next lesson at the end, which the keyboard can cancel; congratulates after the last', async () => {
    const lessons = await lessonsOf(COURSE_BOUGHT);
    const [, , third, fourth] = lessons;
    const { context, page } = await newPage(browser());
    await loginContext(context);
    const calls = recordCalls(page, third.id);
    // The page's clock runs as the real one until the test moves it on past the countdown.
    await page.clock.install();
    await page.goto(`/courses/video/${third.id}`);
    await player(page).getByRole('button', { name: '播放', exact: true }).waitFor();
    await player(page).focus();
    await playToEnd(page);
    const status = player(page).getByRole('status');
    await status.filter({ hasText: '10秒后开始自动播放下一节' }).waitFor();
    await status.filter({ hasText: '9秒后开始自动播放下一节' }).waitFor();
    // The end was saved once, at the lesson's length.
    expect(calls).toEqual([third.duration]);
    // Focus moved to 取消自动播放; Escape cancels as well as the button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('取消自动播放');
    await page.keyboard.press('Escape');
    await status.filter({ hasText: '已取消自动播放' }).waitFor();
    // The whole countdown passes, and the page stays.
    await page.clock.runFor(11_000);
    expect(new URL(page.url()).pathname).toBe(`/courses/video/${third.id}`);
    // 播放下一节 still goes on by hand.
    await player(page).getByRole('button', { name: '播放下一节' }).click();
    await waitForPath(page, `/courses/video/${fourth.id}`);
    await page.getByRole('heading', { level: 1, name: fourth.title }).waitFor();
    expect(await page.locator('aside a[aria-current="page"]').innerText()).toContain(fourth.title);

    const last = lessons[lessons.length - 1];
    await page.goto(`/courses/video/${last.id}`);
    await player(page).getByRole('button', { name: '播放', exact: true }).waitFor();
    await player(page).focus();
    await playToEnd(page);
    await player(page).getByRole('status').filter({ hasText: '恭喜你学完最后一节' }).waitFor();
    await context.close();
  });

  it('lets the countdown run out into the next lesson', async () => {
    const lessons = await lessonsOf(COURSE_BOUGHT);
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.clock.install();
    await page.goto(`/courses/video/${lessons[5].id}`);
    await player(page).getByRole('button', { name: '播放', exact: true }).waitFor();
    await player(page).focus();
    await playToEnd(page);
    await player(page).getByRole('status').filter({ hasText: '10秒后开始自动播放下一节' }).waitFor();
    // Not before its 10 s are up (2 s spare for a busy machine between seeing 10 and moving the clock).
    await page.clock.runFor(8_000);
    expect(new URL(page.url()).pathname).toBe(`/courses/video/${lessons[5].id}`);
    await page.clock.runFor(2_000);
    await waitForPath(page, `/courses/video/${lessons[6].id}`);
    await context.close();
  });

  it('ends a trial with its message and a buy link; a paid lesson without trial gets the buy prompt and no address', async () => {
    const [trial, , paid] = await lessonsOf(COURSE_NOT_BOUGHT);
    expect(trial.free_seconds).toBeGreaterThan(0);
    expect(paid.free_seconds).toBe(0);
    const { context, page } = await newPage(browser());
    await loginContext(context);
    const playinfo: Array<{ path: string; answer: { code: number; data: unknown } }> = [];
    page.on('response', async (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('/playinfo')) playinfo.push({ path: u.pathname + u.search, answer: await r.json() });
    });
    await page.goto(`/courses/video/${trial.id}`);
    await pressPlay(page);
    const end = player(page).getByRole('alert').filter({ hasText: '试看结束，购买课程观看所有视频' });
    await end.waitFor({ timeout: 15_000 });
    expect(await end.getByRole('link', { name: '购买课程' }).getAttribute('href')).toBe(
      `/order?goods_type=course&goods_id=${COURSE_NOT_BOUGHT}`,
    );
    // One call, asked for with the lesson itself (is_try, which only a non-buyer's trial heeds).
    expect(playinfo.map((p) => p.path)).toEqual([`/api/v2/video/${trial.id}/playinfo?is_try=1`]);
    // The trial delivered only its free seconds.
    expect(Math.round(await page.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.duration))).toBe(
      trial.free_seconds,
    );

    await page.goto(`/courses/video/${paid.id}`);
    const prompt = page.getByRole('alert').filter({ hasText: '本节为付费内容，购买课程后即可观看' });
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: '购买课程' }).getAttribute('href')).toBe(
      `/order?goods_type=course&goods_id=${COURSE_NOT_BOUGHT}`,
    );
    expect(await page.locator('video').count()).toBe(0);
    // The address asked for ahead of the page was refused by the server, quietly.
    await page.waitForLoadState('networkidle');
    expect(playinfo.slice(1)).toEqual([
      { path: `/api/v2/video/${paid.id}/playinfo?is_try=1`, answer: { code: 1, message: '请购买后观看', data: [] } },
    ]);
    expect(await page.locator('[data-meedu-toaster]').innerText()).not.toContain('请购买后观看');
    await context.close();
  });

  it('gives no address for a paid lesson to a member who did not buy it, nor to a visitor', async () => {
    const [, , paid] = await lessonsOf(COURSE_NOT_BOUGHT);
    const token = await tokenFor(MEMBER_1);
    const asMember = (await (
      await fetch(`${baseURL()}/api/v2/video/${paid.id}/playinfo`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
    ).json()) as { code: number; message: string; data: unknown };
    expect(asMember).toEqual({ code: 1, message: '请购买后观看', data: [] });
    const tried = (await (
      await fetch(`${baseURL()}/api/v2/video/${paid.id}/playinfo?is_try=1`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
    ).json()) as { code: number; message: string };
    expect(tried.code).toBe(1);
    expect(tried.message).toBe('请购买后观看');
    const asVisitor = (await (
      await fetch(`${baseURL()}/api/v2/video/${paid.id}/playinfo`, { headers: { Accept: 'application/json' } })
    ).json()) as { code: number; data: unknown };
    expect(asVisitor.code).toBe(401);
    expect(JSON.stringify(asVisitor.data)).not.toContain('/media/');
  });

  it('pauses the older tab with its message when another tab starts a different video', async () => {
    const lessons = await lessonsOf(COURSE_BOUGHT);
    const { context, page: older } = await newPage(browser());
    await loginContext(context);
    // The longest lesson, at half speed: still playing when the check comes (within 5 s).
    const longest = lessons.reduce((a, b) => (b.duration > a.duration ? b : a));
    await older.goto(`/courses/video/${longest.id}`);
    await player(older).getByRole('combobox', { name: '播放速度' }).selectOption('0.5');
    await pressPlay(older);
    const newer = await context.newPage();
    await newer.goto(`/courses/video/${lessons.find((l) => l.id !== longest.id)!.id}`);
    await pressPlay(newer);
    const message = player(older).getByRole('alert').filter({ hasText: '您已打开新视频，暂停本视频播放' });
    await message.waitFor({ timeout: 8000 });
    expect(await older.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await newer.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await context.close();
  });

  it('is operable by keyboard: space, k, arrows, m, speeds; every control is labelled', async () => {
    const lessons = await lessonsOf(COURSE_BOUGHT);
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto(`/courses/video/${lessons[2].id}`);
    const region = player(page);
    await region.getByRole('button', { name: '播放', exact: true }).waitFor();
    await region.focus();
    await page.keyboard.press('Space');
    await region.getByRole('button', { name: '暂停', exact: true }).waitFor();
    await page.keyboard.press('k');
    await region.getByRole('button', { name: '播放', exact: true }).waitFor();
    const before = await mediaTime(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (b) => (document.querySelector('video[aria-label]') as HTMLVideoElement).currentTime >= b + 4.5,
      before,
    );
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (b) => (document.querySelector('video[aria-label]') as HTMLVideoElement).currentTime <= b + 0.5,
      before,
    );
    await page.keyboard.press('m');
    await region.locator('button[aria-label="静音"][aria-pressed="true"]').waitFor();
    expect(await page.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const speed = region.getByRole('combobox', { name: '播放速度' });
    expect(await speed.locator('option').allInnerTexts()).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x']);
    await speed.selectOption('2');
    expect(await page.locator('video[aria-label]').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
    expect(await region.getByRole('slider', { name: '播放进度' }).getAttribute('aria-valuetext')).toMatch(
      /^\d\d:\d\d \/ \d\d:\d\d$/,
    );
    await region.getByRole('button', { name: '全屏' }).waitFor();
    await context.close();
  });

  it('shows a skeleton, then an error with 重试 under a fault; no accessibility violations at both widths', async () => {
    const [first] = await lessonsOf(COURSE_BOUGHT);
    const { context, page } = await newPage(browser());
    await loginContext(context);
    // The lesson's answer is held until the skeleton has been seen: a slow answer alone could be
    // over before the page's code arrived on a busy machine, and no skeleton would ever show.
    const lesson = new RegExp(`/api/v2/video/${first.id}$`);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(lesson, async (route) => {
      await answered;
      await route.continue();
    });
    try {
      await page.goto(`/courses/video/${first.id}`);
      await page.locator('[data-page-state="loading"]').first().waitFor();
      answer();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.unroute(lesson);
      await addFault({ path: `/api/v2/video/${first.id}`, fault: '500', times: 1 });
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: '视频加载失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    } finally {
      await clearFaults();
    }
    await page.goto('/courses/video/999999');
    await page.getByRole('heading', { name: '视频不存在或已下架' }).waitFor();
    await context.close();

    const token = await tokenFor();
    for (const width of [1280, 375]) {
      const { context: c, page: p } = await newPage(browser(), { width });
      await c.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
      await p.goto(`/courses/video/${first.id}`);
      await player(p).getByRole('button', { name: '播放', exact: true }).waitFor();
      await p.locator('aside a[aria-current="page"]').waitFor();
      await p.getByRole('list', { name: '评论列表' }).waitFor();
      await p.waitForLoadState('networkidle');
      await expectNoAxeViolations(p);
      await p.screenshot({ path: `test-results/video-page-${width}.png`, fullPage: true });
      await c.close();
    }
  });

  it('sends visitors to log in first', async () => {
    const [first] = await lessonsOf(COURSE_BOUGHT);
    const { context, page } = await newPage(browser());
    await page.goto(`/courses/video/${first.id}`);
    await waitForPath(page, `/login?redirect=${encodeURIComponent(`/courses/video/${first.id}`)}`);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  addFault,
  api,
  clearFaults,
  expectNoAxeViolations,
  loginContext,
  MEMBER_1,
  siteConfig,
  tokenFor,
  useBrowser,
  waitForPath,
  waitForToast,
} from '../site/helpers.js';
import {
  COURSE,
  LIVE_SESSION,
  NOT_BOUGHT_COURSE,
  REPLAY_SESSION,
  report,
  UPCOMING_SESSION,
  videoPlaying,
} from './helpers.js';
import { recordApiCalls } from '../site/pages-helpers.js';

/** The live pages' states, refusals, accessibility and API calls per view. */
const browser = useBrowser();

interface ListAnswer {
  data: { data: Array<{ id: number; title: string; status_text: string }>; total: number };
  categories: Array<{ id: number; name: string }>;
}

const title = async (page: Page, text: string) => {
  const { name: siteName } = await siteConfig();
  await page.waitForFunction((t) => document.title === t, `${text} - ${siteName}`);
};

/**
 * Runs `steps` while the next `times` calls under `path` (a prefix: a course's comments are under
 * its own path) wait 1.2 s and then fail with HTTP 500.
 */
async function slowThenFailing(path: string, steps: () => Promise<void>, times = 1) {
  await addFault({ path, fault: 'latency=1200,500', times });
  try {
    await steps();
  } finally {
    await clearFaults();
  }
}

describe('live course list', () => {
  it('shows a skeleton, then an error with 重试, then the courses; filters by category in the address', async () => {
    const all = await api<ListAnswer>('/addons/zhibo/api/v1/courses?page=1&size=16');
    const { context, page } = await newPage(browser());
    const calls = recordApiCalls(page);
    await slowThenFailing('/addons/zhibo/api/v1/courses', async () => {
      await page.goto('/live');
      await page.getByRole('status').filter({ hasText: '直播课加载中' }).waitFor();
      const alert = page.getByRole('alert').filter({ hasText: '直播课加载失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
    });
    await title(page, '直播课');
    const list = page.getByRole('list', { name: '直播课列表' });
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('heading').allInnerTexts()).toEqual(all.data.data.map((c) => c.title));
    // Each card names its state (直播中 / 未开始 / 已结束) and leads to the course.
    const live = all.data.data.find((c) => c.status_text === '直播中')!;
    const card = list.getByRole('link', { name: new RegExp(live.title) });
    expect(await card.innerText()).toContain('直播中');
    expect(await card.getAttribute('href')).toBe(`/live/detail/${live.id}`);
    // The failed call and its retry; nothing else of the page's own.
    expect(calls.calls.filter((c) => c.includes('/addons/'))).toEqual([
      'GET /addons/zhibo/api/v1/courses?page=1&size=16',
      'GET /addons/zhibo/api/v1/courses?page=1&size=16',
    ]);

    const category = all.categories[1];
    await page.getByRole('navigation', { name: '直播课筛选' }).getByRole('link', { name: category.name }).click();
    await waitForPath(page, `/live?cid=${category.id}`);
    await list.getByRole('heading', { name: 'Vue3 + TypeScript 企业级项目直播课' }).waitFor();
    expect(await list.getByRole('heading').count()).toBe(1);
    expect(calls.calls.at(-1)).toBe(`GET /addons/zhibo/api/v1/courses?page=1&size=16&cid=${category.id}`);
    await context.close();
  });
});

describe('live course page', () => {
  it('shows a skeleton, an error with 重试, then the course; a missing one says so', async () => {
    const { context, page } = await newPage(browser());
    await slowThenFailing(
      `/addons/zhibo/api/v1/course/${COURSE}`,
      async () => {
        await page.goto(`/live/detail/${COURSE}`);
        await page.getByRole('status').filter({ hasText: '直播课加载中' }).waitFor();
        const alert = page.getByRole('alert').filter({ hasText: '直播课加载失败' });
        await alert.waitFor();
        await alert.getByRole('button', { name: '重试' }).click();
      },
      2,
    );
    await page.getByRole('heading', { level: 1, name: 'Go 语言高并发实战直播营' }).waitFor();
    await title(page, 'Go 语言高并发实战直播营');
    await page.getByText('讲师：王晓峰').waitFor();
    await page.goto('/live/detail/999999');
    await page.getByRole('heading', { name: '直播课不存在或已下架' }).waitFor();
    await context.close();
  });

  it('lists the sessions with their state and offers a visitor the order page and VIP', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`/live/detail/${COURSE}?tab=schedule`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: '第一章 并发基础' }).waitFor();
    const rows = await panel.locator('li').allInnerTexts();
    expect(rows.map((r) => r.split('\n').pop())).toEqual([
      '回放',
      '回放',
      '直播中',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d 开播$/),
    ]);
    // Not bought: no way into the rooms, a link to the order page instead.
    expect(await panel.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('link', { name: '订阅课程 ￥199' }).getAttribute('href')).toBe(
      `/order?goods_type=live&goods_id=${COURSE}`,
    );
    expect(await page.getByRole('link', { name: '会员免费看' }).getAttribute('href')).toBe('/vip');
    await page.goto(`/live/detail/${NOT_BOUGHT_COURSE}`);
    await page.getByRole('link', { name: /^订阅课程/ }).waitFor();
    expect(await page.getByRole('link', { name: '会员免费看' }).count()).toBe(0);
    await context.close();
  });

  it('takes the member who bought it into the rooms and lets them comment', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto(`/live/detail/${COURSE}`);
    expect(await page.getByRole('link', { name: '进入直播间' }).getAttribute('href')).toBe(
      `/live/video/${LIVE_SESSION}`,
    );
    await page.getByText('课程已购买').waitFor();
    await page.getByRole('tab', { name: '直播排课' }).click();
    await waitForPath(page, `/live/detail/${COURSE}?tab=schedule`);
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /限流、熔断与降级实战/ })
        .getAttribute('href'),
    ).toBe(`/live/video/${LIVE_SESSION}`);

    await page.getByRole('tab', { name: '课程评论' }).click();
    const text = `直播讲得很透彻 ${Date.now()}`;
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/course/${COURSE}/comment`));
    await page.getByLabel('发表评论').fill(text);
    await page.getByRole('button', { name: '发表评论' }).click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toEqual({ content: text });
    await waitForToast(page, '评论成功');
    await page.getByRole('list', { name: '评论列表' }).getByText(text).waitFor();
    await context.close();
  });
});

describe('live room page', () => {
  it('needs a login, shows an error with 重试, and refuses a member who has not bought the course', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`/live/video/${LIVE_SESSION}`);
    await waitForPath(page, `/login?redirect=${encodeURIComponent(`/live/video/${LIVE_SESSION}`)}`);
    await loginContext(context);
    await slowThenFailing(`/addons/zhibo/api/v1/course/${LIVE_SESSION}/play`, async () => {
      await page.goto(`/live/video/${LIVE_SESSION}`);
      await page.getByRole('status').filter({ hasText: '直播间加载中' }).waitFor();
      const alert = page.getByRole('alert').filter({ hasText: '直播间加载失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
    });
    await page.getByRole('heading', { level: 1, name: '限流、熔断与降级实战' }).waitFor();
    await title(page, '限流、熔断与降级实战');
    await videoPlaying(page);
    // Session 7 belongs to course 3, which the demo member has not bought.
    await page.goto('/live/video/7');
    await page.getByRole('heading', { name: '无法进入直播间' }).waitFor();
    await page.getByText('请购买课程', { exact: true }).waitFor();
    await context.close();
  });

  it('says a finished session has ended, plays its replay, and keeps its chat read-only', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto(`/live/video/${REPLAY_SESSION}`);
    await page.getByText('直播已结束', { exact: true }).waitFor();
    await page.getByText('直播已结束，聊天已关闭').waitFor();
    expect(await page.getByRole('textbox', { name: '发送消息' }).count()).toBe(0);
    await page.getByRole('button', { name: '观看回放' }).click();
    await page.locator('video[aria-label="直播回放"]').waitFor();
    await videoPlaying(page);
    await page.getByRole('tab', { name: '课件' }).click();
    await page.getByRole('list', { name: '课件' }).getByText('goroutine 与调度器原理-课件.pdf').waitFor();
    await context.close();
  });
});

describe('accessibility, API calls per view, and the mobile hand-off', () => {
  it('has no axe violations on the list, the course tabs and the room states (at 1280; the list, course and live room at 375 too)', async () => {
    const token = await tokenFor(MEMBER_1);
    for (const width of [1280, 375]) {
      const { context, page } = await newPage(browser(), { width });
      await context.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
      const checks: Array<[string, () => Promise<unknown>]> = [
        ['/live', () => page.getByRole('list', { name: '直播课列表' }).waitFor()],
        [`/live/detail/${COURSE}`, () => page.getByText('讲师：王晓峰').waitFor()],
        [`/live/detail/${COURSE}?tab=schedule`, () => page.getByRole('tabpanel').getByRole('link').first().waitFor()],
        [`/live/detail/${COURSE}?tab=comments`, () => page.getByRole('list', { name: '评论列表' }).waitFor()],
        [`/live/video/${LIVE_SESSION}`, () => videoPlaying(page)],
        [`/live/video/${UPCOMING_SESSION}`, () => page.getByText(/^直播倒计时/).waitFor()],
        [`/live/video/${REPLAY_SESSION}`, () => page.getByRole('button', { name: '观看回放' }).waitFor()],
      ];
      // A phone gets the pages whose layout changes most: the list, the course and the live room.
      for (const [path, ready] of width === 1280 ? checks : [checks[0], checks[1], checks[4]]) {
        await page.goto(path);
        await ready();
        if (path.startsWith('/live/video/')) await page.getByText(/已连接|聊天已关闭/).waitFor();
        await expectNoAxeViolations(page);
      }
      await context.close();
    }
  });

  it('reports the API calls of one view of each page', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    const views: Array<[string, string]> = [
      ['/live', 'main ul[aria-label="直播课列表"] a'],
      [`/live/detail/${COURSE}`, '#live-title'],
      [`/live/video/${LIVE_SESSION}`, 'video[aria-label="直播画面"]'],
    ];
    for (const [path, ready] of views) {
      const rec = recordApiCalls(page);
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      // A playing stream never lets the network idle: the room is settled once it plays and chats.
      if (path.startsWith('/live/video/')) {
        await videoPlaying(page);
        await page.getByText('已连接').waitFor();
      } else await page.waitForLoadState('networkidle');
      rec.stop();
      // Start-up (config, member, navs…) is the shell's; what the page adds is the rest.
      const own = rec.calls.filter((c) => c.includes('/addons/zhibo/'));
      report(`cold ${path} (page's own)`, own);
      report(`cold ${path} (all)`, rec.calls);
      expect(own.filter((c, i) => own.indexOf(c) !== i)).toEqual([]);
      if (rec.stream.length)
        console.log(`[stream] ${path}: ${rec.stream.length} playlist/segment requests while loading`);
    }
    await context.close();
  });

  it('hands a phone off to the H5 pages of a live course and a live room, id kept', async () => {
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const { context, page } = await newPage(browser(), { width: 375, userAgent: PHONE });
    await page.goto(`/live/detail/${COURSE}?from=share`);
    await page.waitForURL(/\/h5\/#\//);
    expect(page.url()).toBe(`${baseURL()}/h5/#/packageA/live/show?from=share&id=${COURSE}`);
    await page.goto(`/live/video/${LIVE_SESSION}`);
    await page.waitForURL(/\/h5\/#\//);
    expect(page.url()).toBe(`${baseURL()}/h5/#/packageA/live/video?id=${LIVE_SESSION}`);
    await context.close();
  });

  it('is not there while the server has no live addon (switch live off)', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.route('**/api/v2/other/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { enabled_addons: string[] } };
      body.data.enabled_addons = body.data.enabled_addons.filter((a) => a !== 'Zhibo');
      await route.fulfill({ response, json: body });
    });
    for (const path of ['/live', `/live/detail/${COURSE}`, `/live/video/${LIVE_SESSION}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      await title(page, '页面不存在');
      expect(await page.locator('main video, main [aria-label="直播课列表"]').count()).toBe(0);
    }
    await context.close();
  });
});

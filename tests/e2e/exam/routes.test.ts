/**
 * Every exam route in Chromium: its document title, a skeleton while its data is on the way, an
 * error with 重试 when the server fails (the reference server's fault injection), no axe-core
 * violations, and how many API requests one view makes. Screenshots at 1280 and 375 px go to
 * $EXAM_SHOTS when it is set.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import {
  MEMBER_2,
  addFault,
  api,
  clearFaults,
  expectNoAxeViolations,
  loginContext,
  siteConfig,
  tokenFor,
  useBrowser,
} from '../site/helpers.js';
import { registerMember, signIn } from '../orders/helpers.js';
import { SIX_TYPES_PAPER, V1, V2, freshAttempt } from './helpers.js';

const browser = useBrowser();
const SHOTS = process.env.EXAM_SHOTS;

interface RouteCase {
  name: string;
  /** The address; attempts are opened for the member first. */
  url(): Promise<string> | string;
  /** null: public; otherwise the member signed in. */
  member: null | 'demo' | 'second';
  title: RegExp;
  /** The request the page cannot do without: slowed for the skeleton, failed for 重试. */
  data: string;
  ready(page: Page): Locator;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const link = (page: Page, name: RegExp) => page.getByRole('link', { name }).first();

const ROUTES: RouteCase[] = [
  {
    name: 'hub',
    url: () => '/exam',
    member: null,
    title: /^考试练习 - /,
    data: `${V2}/stats/index`,
    ready: (p) => p.getByRole('list', { name: '考试练习' }),
  },
  {
    name: 'papers',
    url: () => '/exam/papers',
    member: null,
    title: /^在线考试 - /,
    data: `${V1}/papers`,
    ready: (p) => link(p, /JavaScript 基础能力测试/),
  },
  {
    name: 'mock-papers',
    url: () => '/exam/mockpaper',
    member: null,
    title: /^模拟考试 - /,
    data: `${V1}/mock_papers`,
    ready: (p) => link(p, /数据库工程师模拟考试/),
  },
  {
    name: 'practices',
    url: () => '/exam/practice',
    member: null,
    title: /^练习模式 - /,
    data: `${V1}/practices`,
    ready: (p) => link(p, /JavaScript 每日一练/),
  },
  {
    name: 'wrongbook',
    url: () => '/exam/wrongbook',
    member: 'demo',
    title: /^考试错题本 - /,
    data: `${V1}/wrongbook`,
    ready: (p) => p.getByRole('list', { name: '按题型练习' }),
  },
  {
    name: 'collection',
    url: () => '/exam/collection',
    member: 'demo',
    title: /^收藏习题 - /,
    data: `${V1}/collection/stats`,
    ready: (p) => p.getByRole('list', { name: '按题型练习' }),
  },
  {
    name: 'paper-detail',
    url: () => `/exam/papers/detail/${SIX_TYPES_PAPER}`,
    member: 'demo',
    title: /^JavaScript 基础能力测试 - /,
    data: `${V1}/paper/${SIX_TYPES_PAPER}`,
    ready: (p) => heading(p, 'JavaScript 基础能力测试'),
  },
  {
    name: 'mock-detail',
    url: () => '/exam/mockpaper/detail/1',
    member: 'demo',
    title: /^前端工程师模拟考试（随机组卷） - /,
    data: `${V1}/mock_paper/1`,
    ready: (p) => heading(p, '前端工程师模拟考试（随机组卷）'),
  },
  {
    name: 'practice-detail',
    url: () => '/exam/practice/detail/1',
    member: 'demo',
    title: /^JavaScript 每日一练 - /,
    data: `${V1}/practice/1`,
    ready: (p) => heading(p, 'JavaScript 每日一练'),
  },
  {
    name: 'member-papers',
    url: () => '/member/paper',
    member: 'demo',
    title: /^我的考试 - /,
    data: `${V2}/member/joinPapers`,
    ready: (p) => p.getByRole('list', { name: '考试' }),
  },
  {
    name: 'member-mock-papers',
    url: () => '/member/mockpaper',
    member: 'demo',
    title: /^我的模考 - /,
    data: `${V2}/member/joinMockPapers`,
    ready: (p) => p.getByRole('list', { name: '模考记录' }),
  },
  {
    name: 'member-practices',
    url: () => '/member/practice',
    member: 'demo',
    title: /^我的练习 - /,
    data: `${V2}/member/joinPractices`,
    ready: (p) => p.getByRole('list', { name: '练习' }),
  },
  {
    name: 'paper-play',
    url: async () => `/exam/papers/play?id=${SIX_TYPES_PAPER}&pid=${await freshAttempt(await tokenFor(MEMBER_2), 1)}`,
    member: 'second',
    title: /^JavaScript 基础能力测试 - /,
    data: `${V1}/paper/${SIX_TYPES_PAPER}/join/`,
    ready: (p) => p.getByRole('timer'),
  },
  {
    name: 'mock-play',
    url: async () => {
      const token = await tokenFor(MEMBER_2);
      const { recordId } = await api<{ recordId: number }>(`${V1}/mock_paper/1`, { method: 'POST', token });
      return `/exam/mockpaper/play?id=1&pid=${recordId}`;
    },
    member: 'second',
    title: /^前端工程师模拟考试（随机组卷） - /,
    data: `${V1}/mock_paper/record/`,
    ready: (p) => p.getByRole('timer'),
  },
  {
    name: 'practice-play',
    url: async () => {
      const detail = await api<{ chapters: Array<{ id: number; name: string }> }>(`${V1}/practice/1`);
      return `/exam/practice/play?practiceId=1&chapterId=${detail.chapters[1].id}`;
    },
    member: 'second',
    title: /^JavaScript 每日一练 - 进阶专题 - /,
    data: `${V1}/practice/1/join/`,
    ready: (p) => p.getByText(/^已练习\d+\/4$/),
  },
  {
    name: 'wrongbook-play',
    url: () => '/exam/wrongbook/play',
    member: 'demo',
    title: /^考试错题本 - 全部练习 - /,
    data: `${V2}/wrongbook/questions`,
    ready: (p) => p.getByRole('button', { name: '移出错题本' }),
  },
  {
    name: 'collection-play',
    url: () => '/exam/collection/play',
    member: 'demo',
    title: /^收藏习题 - 全部练习 - /,
    data: `${V2}/collection/questions`,
    ready: (p) => p.getByRole('button', { name: '已收藏' }),
  },
];

/** A fresh page, signed in as the route wants. */
async function open(route: RouteCase) {
  const { context, page } = await newPage(browser());
  if (route.member) await loginContext(context, route.member === 'second' ? MEMBER_2 : undefined);
  return { context, page };
}

const API = /^\/(api|addons)\//;

describe('exam routes', () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const counts: Record<string, number> = {};

  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_, route) => {
    const url = await route.url();
    const { name: siteName } = await siteConfig();

    // Desktop: the skeleton while the data is slow, then the page, its title, its requests, axe.
    {
      const { context, page } = await open(route);
      const calls: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (API.test(u.pathname)) calls.push(`${r.method()} ${u.pathname}`);
      });
      await addFault({ path: route.data, fault: 'latency=700', times: 1 });
      try {
        await page.goto(url);
        await page.locator('main [data-page-state="loading"]').first().waitFor();
        await route.ready(page).waitFor();
      } finally {
        await clearFaults();
      }
      await expect
        .poll(() => page.title())
        .toMatch(new RegExp(route.title.source + siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
      await page.waitForLoadState('networkidle');
      counts[route.name] = calls.length;
      console.log(`${route.name}: ${calls.length} API requests\n  ${calls.join('\n  ')}`);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${route.name}-1280.png`, fullPage: true });
      // Phone width: the same page laid out again, axe again.
      await page.setViewportSize({ width: 375, height: 812 });
      await route.ready(page).waitFor();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${route.name}-375.png`, fullPage: true });
      await context.close();
    }

    // The data request fails: an error with 重试, which brings the page.
    {
      const { context, page } = await open(route);
      await addFault({ path: route.data, fault: '500', times: 1 });
      try {
        await page.goto(url);
        await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
        await route.ready(page).waitFor();
      } finally {
        await clearFaults();
        await context.close();
      }
    }
  });
});

describe('play pages opened with the paper alone (?id=)', () => {
  it('open the attempt under way, or say one is started on the paper’s page; a practice opens its day', async () => {
    const { token } = await registerMember();
    const { context, page } = await newPage(browser());
    await signIn(context, token);

    // No attempt yet: what is missing, and the way to start one (no empty space in the card).
    await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}`);
    const notice = page.getByRole('alert').filter({ hasText: '地址中没有考试记录，也没有进行中的考试' });
    await notice.waitFor();
    await heading(page, '无法打开试卷').waitFor();
    expect(await notice.getByRole('link', { name: '前往试卷页' }).getAttribute('href')).toBe(
      `/exam/papers/detail/${SIX_TYPES_PAPER}`,
    );
    expect((await heading(page, '无法打开试卷').boundingBox())!.height).toBeLessThan(40);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-paper-alone-1280.png` });

    // An attempt under way: the id is enough, the address gets the attempt (history replace).
    const pid = (await api<{ record_id: number }>(`${V1}/paper/${SIX_TYPES_PAPER}/join`, { token })).record_id;
    await page.goto(`/exam/papers/play?id=${SIX_TYPES_PAPER}`);
    await page.waitForURL((u) => u.searchParams.get('pid') === String(pid));
    await page.locator('main article').first().waitFor();

    // A practice by `id`: its day's set.
    await page.goto('/exam/practice/play?id=1');
    await page.getByText('每日一练').first().waitFor();
    expect(await page.getByText('地址中缺少练习编号').count()).toBe(0);

    // Nothing named at all: said so, with the way back to the list.
    await page.goto('/exam/mockpaper/play');
    await page.getByText('地址中缺少模拟试卷编号').waitFor();
    expect(await page.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/exam/mockpaper');
    await context.close();
  });

  it('the paper list labels the member’s last score as such', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto('/exam/papers');
    await page
      .getByText(/^上次得分\d+分$/)
      .first()
      .waitFor();
    await context.close();
  });
});

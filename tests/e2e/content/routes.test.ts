/**
 * Every route of books, topics, learning paths and Q&A: its document title, the skeleton while
 * its data is on the way, the error state with 重试 under the reference server's fault injection
 * (and recovery), no axe-core violation, no sideways scrolling on a phone, the API calls one page
 * view makes (printed for the record, never the same call twice), and the mobile hand-off of the
 * detail and reader paths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import { addFault, clearFaults, expectNoAxeViolations, siteConfig, tokenFor, useBrowser } from '../site/helpers.js';
import { recordApiCalls } from '../site/pages-helpers.js';
import { useToken } from './helpers.js';

const browser = useBrowser();

interface RouteCase {
  path: string;
  /** The call whose failure the page must survive (fault injection matches by prefix). */
  api: string;
  title: string;
  /** Visible once the page has its data. */
  ready(page: Page): ReturnType<Page['locator']>;
  login?: boolean;
}

const main = (page: Page) => page.locator('main');
const card = (page: Page) => main(page).locator('ul[role="list"] a').first();

const ROUTES: RouteCase[] = [
  { path: '/book', api: '/addons/MeeduBooks/api/v1/books', title: '电子书', ready: card },
  {
    path: '/book/detail/4',
    api: '/addons/MeeduBooks/api/v1/book/4',
    title: 'Linux 运维实战笔记',
    ready: (p) => p.getByRole('heading', { level: 2, name: '目录' }),
  },
  {
    path: '/book/read/14',
    api: '/addons/MeeduBooks/api/v1/book/14/read',
    title: '',
    ready: (p) => p.locator('article [data-rendered]'),
    login: true,
  },
  { path: '/topic', api: '/addons/MeeduTopics/api/v1/topics', title: '图文', ready: card },
  {
    path: '/topic/detail/1',
    api: '/addons/MeeduTopics/api/v1/topic/1',
    title: '一文读懂 HTTP 缓存：强缓存与协商缓存',
    ready: (p) => p.locator('article [data-rendered]'),
  },
  { path: '/learnPath', api: '/addons/LearnPaths/api/v1/all', title: '学习路径', ready: card },
  {
    path: '/learnPath/detail/1',
    api: '/addons/LearnPaths/api/v1/path/1',
    title: '前端工程师成长路径',
    ready: (p) => p.getByRole('heading', { name: '学习步骤' }),
  },
  {
    path: '/wenda',
    api: '/addons/Wenda/api/v1/questions',
    title: '问答',
    ready: (p) => p.getByRole('list', { name: '问题列表' }),
  },
  {
    path: '/wenda/detail/1',
    api: '/addons/Wenda/api/v1/question/1/detail',
    title: 'Vue3 中 ref 和 reactive 应该怎么选？',
    ready: (p) => p.getByRole('heading', { name: /个回答$/ }),
  },
  {
    path: '/member/questions',
    api: '/addons/Wenda/api/v1/member/questions',
    title: '我的问答',
    ready: (p) => p.getByRole('list', { name: '我的提问' }),
    login: true,
  },
];

async function open(route: RouteCase, width = 1280) {
  const { context, page } = await newPage(browser(), { width });
  if (route.login) await useToken(context, await tokenFor());
  return { context, page };
}

describe('content routes', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s: skeleton, title, one call per thing, axe clean, 重试 after a failure, fits a phone',
    async (_, route) => {
      const { name: siteName } = await siteConfig();
      const { context, page } = await open(route);
      try {
        // The skeleton while the page's own call is slow; every call the view makes, once.
        const { calls } = recordApiCalls(page);
        await addFault({ path: route.api, fault: 'latency=1200', times: 1 });
        await page.goto(route.path);
        await main(page).locator('[aria-busy="true"]').first().waitFor();
        await route.ready(page).first().waitFor();
        await page.waitForLoadState('networkidle');
        const title = route.title || (await page.getByRole('heading', { level: 1 }).first().innerText());
        await page.waitForFunction((t) => document.title === t, `${title} - ${siteName}`);
        console.log(`[api calls] ${route.path}: ${calls.length} (${calls.join(', ')})`);
        expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
        await expectNoAxeViolations(page);

        // A failed call shows the error state; 重试 brings the page back.
        await addFault({ path: route.api, fault: '500', times: 1 });
        await page.reload();
        const alert = main(page)
          .getByRole('alert')
          .filter({ has: page.getByRole('button', { name: '重试' }) });
        await alert.first().waitFor();
        await alert.first().getByRole('button', { name: '重试' }).click();
        await route.ready(page).first().waitFor();
      } finally {
        await clearFaults();
        await context.close();
      }

      const phone = await open(route, 375);
      await phone.page.goto(route.path);
      await route.ready(phone.page).first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phone.context.close();
    },
  );

  it('hands a phone off to the H5 pages of a book, an article, a topic and a learning path', async () => {
    const PHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const { context, page } = await newPage(browser(), { width: 375, userAgent: PHONE });
    const cases: Array<[string, string]> = [
      ['/book/detail/4?from=ad', '/h5/#/packageA/book/show?from=ad&id=4'],
      ['/book/read/14', '/h5/#/pages/webview/webview?course_type=book&id=14'],
      ['/topic/detail/1', '/h5/#/pages/webview/webview?course_type=topic&id=1'],
      ['/learnPath/detail/1?msv=7', '/h5/#/packageA/learnPath/show?msv=7&id=1'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await page.waitForURL((u) => u.pathname === '/h5/');
      expect(page.url()).toBe(`${baseURL()}${to}`);
    }
    await context.close();
  });
});

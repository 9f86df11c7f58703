import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { expectNoAxeViolations, loginContext, siteConfig, useBrowser, waitForPath } from './helpers.js';
import { readBuildMeta } from '../../../build/metafiles.js';

const browser = useBrowser();

/** Holds the config request until the returned function is called: start-up cannot finish before. */
async function holdConfig(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/v2/other/config', async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('site shell', () => {
  it('shows a spinner until it knows whether the visitor is logged in', async () => {
    const { context, page } = await newPage(browser());
    const release = await holdConfig(page);
    await page.goto('/no-such-page');
    const spinner = page.getByRole('status').filter({ hasText: '正在加载' });
    await spinner.waitFor();
    expect(await page.locator('header, main, footer').count()).toBe(0);
    release();
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    expect(await spinner.count()).toBe(0);
    await context.close();
  });

  it('fetches the route’s code while start-up still waits on the server', async () => {
    const meta = readBuildMeta<{ outputs: Record<string, { entryPoint?: string }> }>(
      'site',
      new URL('../../..', import.meta.url).pathname,
    );
    const chunk = Object.keys(meta.outputs).find(
      (f) => meta.outputs[f].entryPoint === 'src/site/pages/course/list/index.tsx',
    );
    expect(chunk).toBeTruthy();
    const { context, page } = await newPage(browser());
    const release = await holdConfig(page);
    const routeCode = page.waitForRequest((r) => r.url().endsWith(`/assets/${chunk!.split('/').pop()}`));
    await page.goto('/courses');
    // Requested while the config is held, so before the spinner can give way to the page.
    await routeCode;
    expect(await page.getByRole('status').filter({ hasText: '正在加载' }).count()).toBe(1);
    release();
    await page.getByRole('heading', { name: '全部课程' }).first().waitFor();
    await context.close();
  });

  it('renders an unknown path as the not-found page inside the header and footer from server config', async () => {
    const config = await siteConfig();
    const { context, page } = await newPage(browser());
    await page.goto('/definitely/not/here?x=1');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.waitForFunction((name) => document.title === `页面不存在 - ${name}`, config.name);
    await expectNoAxeViolations(page);
    const home = page.getByRole('link', { name: `${config.name} 首页` });
    expect(await home.getAttribute('href')).toBe('/');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(config.name);
    if (config.icp) expect(await footer.textContent()).toContain(config.icp);
    await context.close();
  });

  it('has a skip link to the main content as the first stop of the keyboard', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });

  it('shows the application error screen when a route’s code cannot be loaded', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    // Everything already loaded stays; any further script (the /login route's chunk) fails.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.evaluate(() => history.pushState(null, '', '/login'));
    const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '页面出错了' }) });
    await screen.waitFor();
    expect(await screen.textContent()).toContain('页面资源加载失败');
    // The header still works around it; 返回首页 leaves the broken route.
    await page.getByRole('banner').waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/assets/*.js');
    await screen.getByRole('link', { name: '返回首页' }).click();
    await waitForPath(page, '/');
    await screen.waitFor({ state: 'detached' });
    await page.evaluate(() => history.pushState(null, '', '/error'));
    await screen.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: '重新加载' }).count()).toBe(0);
    await context.close();
  });
});

describe('a branch’s tab row on a phone', () => {
  it('brings the current entry into view: the member centre and the exam hub at 375 px', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 800 });
    await loginContext(context);
    for (const [path, label, entry] of [
      ['/member/practice', '用户中心', '我的练习'],
      ['/member/credit1-free', '用户中心', '积分商城'],
      ['/exam/collection', '考试中心', '收藏习题'],
    ] as const) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: label });
      const current = nav.getByRole('link', { name: entry });
      await current.waitFor();
      expect(await current.getAttribute('aria-current')).toBe('page');
      const [row, item] = [await nav.boundingBox(), await current.boundingBox()];
      expect(item!.x).toBeGreaterThanOrEqual(row!.x);
      expect(item!.x + item!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
    }
    await page.screenshot({ path: '/tmp/shots/branch-tabs-375.png' });
    await context.close();
  });
});

describe('the tab icon', () => {
  it('is the site’s own: no console error, no failed request on a page (no /favicon.ico 404)', async () => {
    const { context, page } = await newPage(browser());
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto('/courses');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const res = await page.request.get(icon!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    await page.waitForTimeout(500);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

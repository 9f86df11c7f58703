import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newPage } from '../browser.js';
import {
  devConfig,
  expectNoAxeViolations,
  loginContext,
  pathAndQuery,
  useBrowser,
  waitForPath,
  waitForToast,
} from './helpers.js';

const browser = useBrowser();

const header = (page: Page) => page.getByRole('banner');
const quick = (page: Page) => header(page).getByRole('group', { name: '快捷入口' });

describe('header search', () => {
  it('refuses empty or blank keywords with 请输入关键字后再搜索 and stays put', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    const box = header(page).getByRole('searchbox', { name: '搜索' });
    await box.waitFor();
    await header(page).getByRole('button', { name: '搜索' }).click();
    await waitForToast(page, '请输入关键字后再搜索');
    await box.fill('   ');
    await box.press('Enter');
    expect(pathAndQuery(page)).toBe('/error');
    await context.close();
  });

  it('goes to /search with the encoded keywords and shows them there', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    const box = header(page).getByRole('searchbox', { name: '搜索' });
    await box.fill('  Vue 3 & TS ');
    await box.press('Enter');
    await waitForPath(page, `/search?keywords=${encodeURIComponent('Vue 3 & TS')}`);
    expect(await box.inputValue()).toBe('Vue 3 & TS');
    // Arriving on /search directly shows its keywords too.
    await page.goto('/search?keywords=%E5%89%8D%E7%AB%AF');
    expect(await header(page).getByRole('searchbox', { name: '搜索' }).inputValue()).toBe('前端');
    await context.close();
  });
});

describe('header links', () => {
  it('shows the VIP link only while vip is on and disable_vip is not set', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    const vip = quick(page).getByRole('link', { name: 'VIP会员' });
    await vip.waitFor();
    expect(await vip.getAttribute('href')).toBe('/vip');
    const restore = await devConfig({ disable_vip: '1' });
    onTestFinished(restore);
    await page.reload();
    await quick(page).getByRole('link', { name: '我的学习' }).waitFor();
    expect(await quick(page).getByRole('link', { name: 'VIP会员' }).count()).toBe(0);
    await restore();
    await page.reload();
    await quick(page).getByRole('link', { name: 'VIP会员' }).waitFor();
    await context.close();
  });

  it('我的学习 opens the login dialog for a visitor and links to /study-center for a member', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    const mine = quick(page).getByRole('link', { name: '我的学习' });
    // Without the page's script it leads to the login page, back to the study centre after.
    expect(await mine.getAttribute('href')).toBe('/login?redirect=%2Fstudy-center');
    await mine.click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to what opened the dialog.
    expect(await mine.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();

    const member = await newPage(browser());
    await loginContext(member.context);
    await member.page.goto('/error');
    const link = quick(member.page).getByRole('link', { name: '我的学习' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/study-center');
    await member.context.close();
  });

  it('logging out from the user menu shows 已安全退出 and lands on / after 500 ms', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context);
    await page.goto('/error?login_err_msg=x');
    await header(page)
      .getByRole('button', { name: /小明同学/ })
      .click();
    const started = Date.now();
    await page.getByRole('menuitem', { name: '安全退出' }).click();
    await waitForToast(page, '已安全退出');
    expect(pathAndQuery(page)).toBe('/error?login_err_msg=x');
    await waitForPath(page, '/');
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeNull();
    await header(page).getByRole('link', { name: '登录', exact: true }).waitFor();
    await context.close();
  });
});

/** Serves the real config with these navs in place of the server's. */
async function withNavs(page: Page, navs: unknown[]): Promise<void> {
  await page.route('**/api/v2/other/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.navs = navs;
    await route.fulfill({ response, json: body });
  });
}

const nav = (id: number, name: string, url: string, blank: number, children: unknown[] = []) => ({
  id,
  sort: id,
  name,
  url,
  active_routes: '',
  platform: 'PC',
  parent_id: 0,
  blank,
  children,
});

describe('menu bar', () => {
  it('opens absolute addresses in a new window unless blank is 0, routes paths in-app and never links javascript:', async () => {
    const { context, page } = await newPage(browser());
    await withNavs(page, [
      nav(1, '首页', '/', 0),
      nav(2, '官网', 'https://www.meedu.vip/', 1),
      nav(3, '帮助', 'https://www.meedu.vip/docs/', 0),
      nav(4, '坏链接', 'javascript:alert(1)', 0),
      nav(5, '数据', 'data:text/html,<b>x</b>', 1),
      nav(6, '更多', '/announcement', 0, [
        { ...nav(7, '网站公告', '/announcement', 0), parent_id: 6 },
        { ...nav(8, '外链', 'http://example.com/a', 1), parent_id: 6 },
        { ...nav(9, '脚本', ' JavaScript:alert(2)', 1), parent_id: 6 },
      ]),
    ]);
    await page.goto('/error');
    const bar = page.getByRole('navigation', { name: '主导航' });
    await bar.getByRole('link', { name: '首页' }).waitFor();

    const site = bar.getByRole('link', { name: /^官网/ });
    expect(await site.getAttribute('href')).toBe('https://www.meedu.vip/');
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
    const help = bar.getByRole('link', { name: '帮助' });
    expect(await help.getAttribute('target')).toBeNull();

    expect(await bar.getByText('坏链接').count()).toBe(1);
    expect(await bar.getByRole('link', { name: '坏链接' }).count()).toBe(0);
    expect(await bar.getByRole('link', { name: '数据' }).count()).toBe(0);
    expect(await page.locator('a[href^="javascript" i], a[href^="data:"]').count()).toBe(0);

    // Children: a disclosure button beside the parent link, keyboard operable.
    const toggle = bar.getByRole('button', { name: '更多 子菜单' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const child = bar.getByRole('link', { name: /^外链/ });
    expect(await child.getAttribute('target')).toBe('_blank');
    expect(await bar.getByRole('link', { name: '脚本' }).count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await bar.getByRole('link', { name: '网站公告' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // A site path routes in-app: no new document is loaded.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await bar.getByRole('link', { name: '首页' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await context.close();
  });

  it('opens a submenu on hover and keeps it open when the pointer then clicks its button', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/error');
    const bar = page.getByRole('navigation', { name: '主导航' });
    const toggle = bar.getByRole('button', { name: '考试练习 子菜单' });
    await toggle.hover();
    await bar.getByRole('link', { name: '在线考试' }).waitFor();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 700);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('marks the item the current path belongs to with aria-current', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/courses/detail/3');
    const bar = page.getByRole('navigation', { name: '主导航' });
    await bar.getByRole('link', { name: '全部课程' }).waitFor();
    expect(await bar.locator('[aria-current="page"]').allInnerTexts()).toEqual(['全部课程']);
    await page.goto('/');
    await bar.getByRole('link', { name: '首页' }).waitFor();
    expect(await bar.locator('[aria-current="page"]').allInnerTexts()).toEqual(['首页']);
    await page.goto('/exam/papers');
    await bar.getByRole('link', { name: '考试练习' }).waitFor();
    expect(await bar.locator('[aria-current="page"]').allInnerTexts()).toEqual(['在线考试']);
    await context.close();
  });

  it('folds into a menu button on a narrow screen', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 720 });
    await page.goto('/error');
    const button = header(page).getByRole('button', { name: '菜单', exact: true });
    await button.waitFor();
    const bar = page.getByRole('navigation', { name: '主导航' });
    expect(await bar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await bar.getByRole('link', { name: '全部课程' }).waitFor();
    await expectNoAxeViolations(page);
    await bar.getByRole('link', { name: '全部课程' }).click();
    await waitForPath(page, '/courses');
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });
});

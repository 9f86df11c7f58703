import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import {
  api,
  atDesktopAndPhoneWidths,
  expectNoAxeViolations,
  siteConfig,
  useBrowser,
  waitForPath,
  whileRequestFails,
} from './helpers.js';

const browser = useBrowser();

interface Hits {
  data: Array<{ id: number; resource_id: number; title: string; p: string }>;
  total: number;
}

// The results' list items (the pager below them is a list of links too).
const results = (page: Page) => page.getByRole('tabpanel').locator('ul > li:not(nav li)');

describe('search page', () => {
  it('searches the keywords from the address, with highlights as marks and links to each result', async () => {
    const expected = await api<Hits>('/api/v3/search?keywords=Vue&type=vod&page=1&size=10');
    expect(expected.data.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser());
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v3/search'))
        sent.push(JSON.stringify(Object.fromEntries([...new URL(r.url()).searchParams].sort())));
    });
    await page.goto('/search?keywords=Vue');
    await page.getByRole('heading', { level: 1, name: '搜索「Vue」' }).waitFor();
    const config = await siteConfig();
    await page.waitForFunction((name) => document.title === `Vue - 搜索 - ${name}`, config.name);
    await results(page).first().locator('mark').first().waitFor();
    expect(await results(page).locator('a').allInnerTexts()).toEqual(expected.data.map((h) => h.title));
    expect(await results(page).first().locator('a').getAttribute('href')).toBe(
      `/courses/detail/${expected.data[0].resource_id}`,
    );
    // The engine's styled span became a bare mark; no inline style survived.
    expect(await page.locator('main mark').first().innerText()).toMatch(/vue/i);
    expect(await page.locator('main [style]').count()).toBe(0);
    expect(sent).toEqual([JSON.stringify({ keywords: 'Vue', page: '1', size: '10', type: 'vod' })]);
    await page.getByText(`共找到 ${expected.total} 条结果`).waitFor();
    await context.close();
  });

  it('offers a tab per enabled type and keeps the type in the address', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/search?keywords=Go');
    const tablist = page.getByRole('tablist', { name: '搜索范围' });
    await tablist.waitFor();
    // The demo server enables every addon: all eight types.
    expect(await tablist.getByRole('tab').allInnerTexts()).toEqual([
      '录播课',
      '课时',
      '直播课',
      '电子书',
      '图文',
      '试卷',
      '练习',
      '模拟卷',
    ]);
    await tablist.getByRole('tab', { name: '直播课' }).click();
    await waitForPath(page, '/search?keywords=Go&type=live');
    const live = await api<Hits>('/api/v3/search?keywords=Go&type=live&page=1&size=10');
    if (live.data.length) {
      await results(page).first().waitFor();
      expect(await results(page).first().locator('a').getAttribute('href')).toBe(
        `/live/detail/${live.data[0].resource_id}`,
      );
    }
    await page.goBack();
    await waitForPath(page, '/search?keywords=Go');
    expect(await tablist.getByRole('tab', { name: '录播课' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('hides the tabs of addons that are off', async () => {
    const { context, page } = await newPage(browser());
    await page.route('**/api/v2/other/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { enabled_addons: string[] } };
      body.data.enabled_addons = ['MeeduBooks'];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/search?keywords=Go');
    const tablist = page.getByRole('tablist', { name: '搜索范围' });
    await tablist.waitFor();
    expect(await tablist.getByRole('tab').allInnerTexts()).toEqual(['录播课', '课时', '电子书']);
    await context.close();
  });

  it('says so when nothing matches, and asks for keywords when there are none', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/search?keywords=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%BE%E7%A8%8Bzzz');
    await page.getByText('没有找到与「不存在的课程zzz」相关的录播课').waitFor();
    await page.goto('/search');
    await page.getByText('请输入关键字后再搜索').waitFor();
    await context.close();
  });

  it('pages through results with the page in the address', async () => {
    const all = await api<Hits>('/api/v3/search?keywords=%E5%AE%9E%E6%88%98&type=vod&page=1&size=10');
    expect(all.total).toBeGreaterThan(10);
    const second = await api<Hits>('/api/v3/search?keywords=%E5%AE%9E%E6%88%98&type=vod&page=2&size=10');
    const { context, page } = await newPage(browser());
    await page.goto('/search?keywords=%E5%AE%9E%E6%88%98');
    await results(page).first().waitFor();
    await page.getByRole('navigation', { name: '搜索结果分页' }).getByRole('link', { name: '下一页' }).click();
    await waitForPath(page, '/search?keywords=%E5%AE%9E%E6%88%98&page=2');
    await page.getByRole('link', { name: second.data[0].title }).waitFor();
    expect(await results(page).locator('a').allInnerTexts()).toEqual(second.data.map((h) => h.title));
    await context.close();
  });

  it('shows an error with a retry when the search fails', async () => {
    await whileRequestFails(browser(), '/api/v3/search', async (page) => {
      await page.goto('/search?keywords=Vue');
      const alert = page.getByRole('alert').filter({ hasText: '搜索失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
      await results(page).first().waitFor();
    });
  });

  it('has no accessibility violations, at desktop and phone widths', async () => {
    await atDesktopAndPhoneWidths(browser(), async (page) => {
      await page.goto('/search?keywords=Vue');
      await results(page).first().locator('mark').first().waitFor();
      await expectNoAxeViolations(page);
    });
  });
});

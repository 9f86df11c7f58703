import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  addFault,
  api,
  atDesktopAndPhoneWidths,
  clearFaults,
  expectNoAxeViolations,
  siteConfig,
  useBrowser,
  waitForPath,
} from './helpers.js';
import { recordRequests } from './pages-helpers.js';

const browser = useBrowser();

interface Announcement {
  id: number;
  title: string;
  announcement: string;
  view_times: number;
}

describe('announcements', () => {
  it('lists the announcements (page and size sent) and opens one, with its sanitized content and title', async () => {
    const list = await api<{ data: Announcement[]; total: number }>('/api/v2/announcements?page=1&size=10');
    const { context, page } = await newPage(browser());
    const requests = recordRequests(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/announcements')) searches.push(new URL(r.url()).search);
    });
    await page.goto('/announcement');
    const config = await siteConfig();
    await page.waitForFunction((name) => document.title === `网站公告 - ${name}`, config.name);
    await page.getByRole('link', { name: list.data[0].title }).waitFor();
    const titles = await page.locator('main li a').allInnerTexts();
    expect(titles).toEqual(list.data.map((a) => a.title));
    expect(searches).toEqual(['?page=1&size=10']);

    // One with markup: VIP 会员权益调整 links to /vip inside its text.
    const withLink = list.data.find((a) => a.announcement.includes('<a '))!;
    await page.getByRole('link', { name: withLink.title }).click();
    await waitForPath(page, `/announcement/${withLink.id}`);
    await page.getByRole('heading', { level: 1, name: withLink.title }).waitFor();
    await page.waitForFunction((t) => document.title === t, `${withLink.title} - ${config.name}`);
    const body = page.locator('article [data-rendered]');
    await body.waitFor();
    // Links in content arrive absolute, under the server's public address.
    expect(await body.getByRole('link', { name: 'VIP 页面' }).getAttribute('href')).toBe(`${baseURL()}/vip`);
    // Plain content: no KaTeX, no highlight.js.
    expect(requests.filter((p) => p.includes('katex'))).toEqual([]);

    await page.getByRole('link', { name: '返回公告列表' }).click();
    await waitForPath(page, '/announcement');
    await context.close();
  });

  it('pages through the list when there are more than ten', async () => {
    const { context, page } = await newPage(browser());
    const first = await api<{ data: Announcement[]; total: number }>('/api/v2/announcements?page=1&size=10');
    // The demo server has fewer than a page; a longer list is answered here.
    const many = Array.from({ length: 23 }, (_, i) => ({
      id: 1000 + i,
      title: `第 ${i + 1} 条公告`,
      announcement: '<p>内容</p>',
      view_times: i,
      created_at: '2024-01-01T00:00:00.000000Z',
    }));
    await page.route('**/api/v2/announcements?*', async (route) => {
      const q = new URL(route.request().url()).searchParams;
      const p = Number(q.get('page'));
      await route.fulfill({
        json: { code: 0, message: '', data: { data: many.slice((p - 1) * 10, p * 10), total: many.length } },
      });
    });
    await page.goto('/announcement');
    await page.getByRole('link', { name: '第 1 条公告' }).waitFor();
    const pager = page.getByRole('navigation', { name: '公告分页' });
    await pager.getByRole('link', { name: '第3页' }).click();
    await waitForPath(page, '/announcement?page=3');
    await page.getByRole('link', { name: '第 21 条公告' }).waitFor();
    expect(await page.getByRole('link', { name: /^第 \d+ 条公告$/ }).count()).toBe(3);
    await page.goBack();
    await waitForPath(page, '/announcement');
    await page.getByRole('link', { name: '第 1 条公告' }).waitFor();
    expect(first.total).toBeGreaterThan(0);
    await context.close();
  });

  it('shows an error with a retry when the list fails, and a message for a missing announcement', async () => {
    const { context, page } = await newPage(browser());
    await addFault({ path: '/api/v2/announcements', fault: '500', times: 1 });
    try {
      await page.goto('/announcement');
      const alert = page.getByRole('alert').filter({ hasText: '公告加载失败' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '重试' }).click();
      await page.locator('main li a').first().waitFor();
    } finally {
      await clearFaults();
    }
    await page.goto('/announcement/999999');
    await page.getByRole('heading', { name: '公告不存在' }).waitFor();
    await context.close();
  });

  it('has no accessibility violations on the list and a detail, at desktop and phone widths', async () => {
    const latest = await api<Announcement>('/api/v2/announcement/latest');
    await atDesktopAndPhoneWidths(browser(), async (page) => {
      await page.goto('/announcement');
      await page.locator('main li a').first().waitFor();
      await expectNoAxeViolations(page);
      await page.goto(`/announcement/${latest.id}`);
      await page.locator('article [data-rendered]').waitFor();
      await expectNoAxeViolations(page);
    });
  });
});

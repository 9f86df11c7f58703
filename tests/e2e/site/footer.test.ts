import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForPath } from './helpers.js';

const browser = useBrowser();

const footer = (page: Page) => page.getByRole('contentinfo');
const friendLinks = (page: Page) => footer(page).getByRole('region', { name: '友情链接' });

describe('footer', () => {
  it('shows the friend links on the home page only, each opening in a new window', async () => {
    const links = await api<Array<{ name: string; url: string }>>('/api/v2/links');
    expect(links.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser());
    await page.goto('/');
    const region = friendLinks(page);
    await region.waitFor();
    const first = region.getByRole('link', { name: new RegExp(`^${links[0].name}`) });
    expect(await first.getAttribute('href')).toBe(links[0].url);
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await region.getByRole('link').count()).toBe(links.length);

    await page.goto('/error');
    await footer(page).waitFor();
    expect(await friendLinks(page).count()).toBe(0);
    // In-app navigation back home brings them back.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await friendLinks(page).waitFor();
    await context.close();
  });

  it('loads the links from GET /api/v2/links when the config does not carry them', async () => {
    const { context, page } = await newPage(browser());
    await page.route('**/api/v2/other/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      delete body.data.links;
      await route.fulfill({ response, json: body });
    });
    const requested = page.waitForRequest((r) => r.url().includes('/api/v2/links'));
    await page.goto('/');
    await requested;
    await friendLinks(page).getByRole('link').first().waitFor();
    await context.close();
  });

  it('sits flush under the content on /vip and /search, with the usual gap elsewhere', async () => {
    const { context, page } = await newPage(browser());
    const margin = async (path: string) => {
      await page.goto(path);
      await footer(page).waitFor();
      return footer(page).evaluate((el) => getComputedStyle(el).marginTop);
    };
    expect(await margin('/error')).toBe('48px');
    expect(await margin('/vip')).toBe('0px');
    expect(await margin('/search?keywords=vue')).toBe('0px');
    await context.close();
  });

  it('offers 返回顶部 after 2000 px of scroll, and every route change starts at the top', async () => {
    const { context, page } = await newPage(browser(), { width: 1280, height: 700 });
    await page.goto('/error');
    await footer(page).waitFor();
    // Make the page long enough to scroll.
    // On the body itself, so no re-render of the route's content can take the extra length away.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '6000px';
    });
    await page.waitForFunction(() => document.documentElement.scrollHeight > 6000);
    const toTop = page.getByRole('button', { name: '返回顶部' });
    await page.evaluate(() => window.scrollTo(0, 1990));
    await page.waitForFunction(() => window.scrollY === 1990);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await toTop.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 2100));
    await toTop.waitFor();
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await toTop.waitFor({ state: 'detached' });

    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => window.scrollY === 3000);
    await page.evaluate(() => history.pushState(null, '', '/login'));
    await waitForPath(page, '/login');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});

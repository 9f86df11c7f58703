import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from '../browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function siteConfig(): Promise<{ webname: string; icp: string }> {
  const res = await fetch(`${baseURL()}/api/v2/other/config`);
  const body = (await res.json()) as { code: number; data: { webname: string; icp: string } };
  expect(body.code).toBe(0);
  return body.data;
}

describe('site shell', () => {
  it('shows a spinner until it knows whether the visitor is logged in', async () => {
    const { context, page } = await newPage(browser);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v2/other/config', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/no-such-page');
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toContain('正在加载');
    release();
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await context.close();
  });

  it('renders an unknown path as the not-found page inside the header and footer from server config', async () => {
    const config = await siteConfig();
    const { context, page } = await newPage(browser);
    await page.goto('/definitely/not/here?x=1');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.waitForFunction((name) => document.title === `页面不存在 - ${name}`, config.webname);
    const home = page.getByRole('link', { name: `${config.webname} 首页` });
    expect(await home.getAttribute('href')).toBe('/');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(config.webname);
    if (config.icp) expect(await footer.textContent()).toContain(config.icp);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import { useBrowser, waitForPath } from './helpers.js';

const browser = useBrowser();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('mobile hand-off with the reference server’s defaults', () => {
  it('a phone opening a course lands on the H5 stand-in page, which names the route and links to the PC page', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740, userAgent: PHONE });
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto('/courses/detail/5?from=ad');
    await page.waitForURL(/\/h5\/#\//);
    expect(page.url()).toBe(`${baseURL()}/h5/#/pages/course/show?from=ad&id=5`);
    await page.getByRole('heading', { level: 1, name: '移动版入口' }).waitFor();
    await page.getByText('#/pages/course/show?from=ad&id=5').waitFor();
    const link = page.getByRole('link', { name: '课程详情（id 5）' });
    expect(await link.getAttribute('href')).toBe(`${baseURL()}/courses/detail/5`);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('a desktop browser stays on the PC site', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/courses/detail/5');
    await page.locator('main h1').first().waitFor();
    await waitForPath(page, '/courses/detail/5');
    await context.close();
  });
});

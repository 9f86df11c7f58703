import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { root } from '../../build/bundle-size.js';
import { outputOf, type Metafile } from '../../build/metafile.js';
import { newPage } from '../browser.js';
import { useBrowser } from './helpers.js';
import { recordApiCalls } from './pages-helpers.js';
import { readBuildMeta } from '../../../build/metafiles.js';

const browser = useBrowser();

const duplicates = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

/** Figures for the record: what one page view asks the server. */
const report = (what: string, calls: string[]) =>
  console.log(`[api calls] ${what}: ${calls.length} (${calls.join(', ')})`);

describe('API calls per page view', () => {
  it.each([['/'], ['/courses'], ['/courses/detail/1']])(
    'a cold load of %s asks each thing once; coming back within the stale time asks nothing',
    async (path) => {
      const { context, page } = await newPage(browser());
      const cold = recordApiCalls(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      cold.stop();
      report(`cold ${path}`, cold.calls);
      expect(duplicates(cold.calls)).toEqual([]);
      expect(cold.calls.length).toBeGreaterThan(0);

      // Leave in-app for another page (the router follows pushState), then come back with back().
      await page.evaluate(() => history.pushState(null, '', '/announcement'));
      await page.locator('main h1', { hasText: '网站公告' }).waitFor();
      await page.waitForLoadState('networkidle');
      const warm = recordApiCalls(page);
      await page.evaluate(() => history.back());
      await page.waitForURL((u) => u.pathname === path);
      await page.waitForLoadState('networkidle');
      warm.stop();
      report(`warm (back to) ${path}`, warm.calls);
      expect(warm.calls).toEqual([]);
      await context.close();
    },
  );
});

describe('back navigation is served from the cache', () => {
  it('goes /courses → a course → back with no API request on the way back', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/courses', { waitUntil: 'networkidle' });
    const firstCard = page.locator('main ul[aria-label="课程列表"] a').first();
    const title = (await firstCard.locator('h3').textContent())?.trim();
    // The sale box asks for the course's group buy once the page has rendered, which may be after
    // the network went idle: the way back is measured once the detail page has made every call.
    const saleBox = page.waitForResponse((r) => r.url().includes('/addons/TuanGou/api/v1/t/0?course_id='));
    await firstCard.click();
    await page.locator('#course-title').waitFor();
    await saleBox;
    await page.waitForLoadState('networkidle');

    const back = recordApiCalls(page);
    await page.goBack();
    await page.locator('main ul[aria-label="课程列表"] h3', { hasText: title }).first().waitFor();
    await page.waitForLoadState('networkidle');
    back.stop();
    report('back to /courses', back.calls);
    expect(back.calls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/courses');
    await context.close();
  });

  it('starts a route’s data together with its code: the course is asked for while the page’s chunk is still on its way', async () => {
    const meta = readBuildMeta<Metafile>('site', root);
    const chunk = `/assets/${basename(outputOf(meta, 'src/site/pages/course/detail/index.tsx')!)}`;
    const { context, page } = await newPage(browser());
    let chunkReleased = false;
    let askedWhileHeld: boolean | null = null;
    // The detail page's own chunk is held back for a moment: the data must not wait for it.
    await page.route(`**${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      chunkReleased = true;
      await route.continue();
    });
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v2/course/3' && askedWhileHeld === null)
        askedWhileHeld = !chunkReleased;
    });
    await page.goto('/courses/detail/3');
    await page.locator('#course-title').waitFor();
    expect(askedWhileHeld).toBe(true);
    await context.close();
  });

  it('gets the site’s scripts brotli-compressed, as Chromium asks for them', async () => {
    const { context, page } = await newPage(browser());
    const scripts: Array<Promise<{ size: number; encoding?: string }>> = [];
    page.on('response', (res) => {
      if (!/\/assets\/.+\.js$/.test(new URL(res.url()).pathname)) return;
      scripts.push(
        res.allHeaders().then(async (h) => ({ size: (await res.body()).length, encoding: h['content-encoding'] })),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const all = await Promise.all(scripts);
    // The build keeps compressed copies from 1 KB up; every such script came as brotli.
    const worth = all.filter((s) => s.size >= 1024);
    expect(worth.length).toBeGreaterThan(2);
    expect(worth.map((s) => s.encoding)).toEqual(worth.map(() => 'br'));
    await context.close();
  });
});

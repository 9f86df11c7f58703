/**
 * Subresource integrity for the embed's loader (examples/sri.html, served from another origin than
 * /embed/): the versioned, immutable loader mounts the widgets under `integrity` +
 * `crossorigin="anonymous"`; a wrong integrity value, or altered bytes, and the browser refuses it.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, examplesURL, newPage, useBrowser } from '../browser.js';
import { watchProblems, widgetsRendered } from './helpers.js';

const browser = useBrowser();
const SRI_PAGE = () => `${examplesURL()}/examples/sri.html`;
const WIDGETS = ['login-button', 'course-list', 'user-menu'] as const;

interface Manifest {
  loader: string;
  versioned: string;
  integrity: string;
}

const manifest = async (): Promise<Manifest> =>
  (await fetch(`${baseURL()}/embed/meedu.manifest.json`)).json() as Promise<Manifest>;

/** True once no placeholder got a shadow root and the loader never defined window.Meedu. */
const nothingMounted = (page: Page) =>
  page.evaluate(
    (types) =>
      !(window as unknown as { Meedu?: unknown }).Meedu &&
      types.every((t) => !document.querySelector(`[data-meedu-widget="${t}"]`)?.shadowRoot),
    [...WIDGETS],
  );

describe('the loader under subresource integrity', () => {
  it('the build publishes a versioned loader whose sha384 is the manifest integrity, served immutable with CORS', async () => {
    const m = await manifest();
    expect(m.loader).toBe('meedu.js');
    expect(m.versioned).toMatch(/^meedu\.[0-9a-f]{16}\.js$/);
    const res = await fetch(`${baseURL()}/embed/${m.versioned}`, { headers: { Origin: examplesURL() } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(m.integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    // The same bytes as the short-cached name.
    expect(bytes.equals(Buffer.from(await (await fetch(`${baseURL()}/embed/meedu.js`)).arrayBuffer()))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('mounts the widgets through the versioned loader with integrity and crossorigin="anonymous"', async () => {
    const { context, page } = await newPage(browser());
    const problems = await watchProblems(context, page);
    const m = await manifest();
    await page.goto(SRI_PAGE());
    await widgetsRendered(page, WIDGETS);
    const tag = await page.evaluate(() => {
      const s = Array.from(document.scripts).find((el) => /\/embed\/meedu\.[0-9a-f]{16}\.js$/.test(el.src));
      return s && { src: s.src, integrity: s.integrity, crossOrigin: s.crossOrigin, api: s.dataset.api };
    });
    expect(tag).toEqual({
      src: `${baseURL()}/embed/${m.versioned}`,
      integrity: m.integrity,
      crossOrigin: 'anonymous',
      api: baseURL(),
    });
    // The loader found its own base under the versioned name: the chunks came from /embed/.
    expect(await page.evaluate(() => typeof (window as unknown as { Meedu?: { mount?: unknown } }).Meedu?.mount)).toBe(
      'function',
    );
    await page.locator('[data-meedu-widget="course-list"]').getByRole('list', { name: '课程列表' }).waitFor();
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('a wrong integrity value blocks the loader: nothing runs, nothing mounts', async () => {
    const { context, page } = await newPage(browser());
    const m = await manifest();
    const wrong = `sha384-${createHash('sha384').update('another release').digest('base64')}`;
    await page.route('**/embed/meedu.manifest.json', (route) =>
      route.fulfill({ json: { ...m, integrity: wrong }, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    const blocked = page.waitForEvent('console', (msg) => msg.type() === 'error' && /integrity/i.test(msg.text()));
    await page.goto(SRI_PAGE());
    expect((await blocked).text()).toContain(m.versioned);
    await page.waitForTimeout(500);
    expect(await nothingMounted(page)).toBe(true);
    await context.close();
  });

  it('altered bytes under the pinned integrity are refused too', async () => {
    const { context, page } = await newPage(browser());
    const m = await manifest();
    await page.route(`**/embed/${m.versioned}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.__altered = 1;` });
    });
    const blocked = page.waitForEvent('console', (msg) => msg.type() === 'error' && /integrity/i.test(msg.text()));
    await page.goto(SRI_PAGE());
    await blocked;
    await page.waitForTimeout(500);
    expect(await nothingMounted(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __altered?: number }).__altered)).toBeUndefined();
    await context.close();
  });
});

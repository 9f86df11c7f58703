/**
 * Server-rendered pages in the browser: the built rendering server (dist/render) in front of a
 * reference server playing MeEdu 4.9.5, serving the built site. Hydration keeps the server's DOM
 * and asks nothing the page carries, its stylesheets included (they are inline); with JavaScript
 * off the catalogue reads and navigates; a member who signs in after hydration gets the member
 * view. All of it under a Content-Security-Policy without inline styles (no console message would
 * be let through). One server, one browser.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '#server/index.js';
import { useBrowser } from '../browser.js';
import { loginThroughDialog } from '../site/helpers.js';

const browser = useBrowser();
const CONTENT_STYLE = `'sha256-${createHash('sha256').update('color:red').digest('base64')}'`;
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meedu-render-'));
  const siteDir = join(process.cwd(), 'dist', 'site');
  // The built module: the site's code on preact, as the rendering server runs it.
  const render = (await import(
    join(process.cwd(), 'dist', 'render', 'index.js')
  )) as typeof import('../../../src/render/index.js');
  let handler: ((request: Request) => Promise<Response | null>) | undefined;
  server = await startServer({
    port: 0,
    meeduVersion: '4.9.5',
    dbPath: join(dir, 'db.sqlite'),
    staticDir: siteDir,
    examplesDir: join(dir, 'none'),
    rateLimitPerMinute: 0,
    seed: true,
    renderPage: (request) => {
      handler ??= render.setUpRendering({
        apiUrl: server.url,
        publicUrl: server.url,
        assets: render.readSiteAssets(siteDir),
        // The policy docs/deploy.md gives a static deployment: no inline style but the page's own sheets.
        csp:
          "default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data: https:; " +
          "media-src 'self' blob: https:; connect-src 'self' ws:; object-src 'none'; base-uri 'self'; form-action 'self'",
        log: () => {},
      });
      return handler(request);
    },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page with JavaScript on or off, recording its API calls and console warnings and errors. */
async function open(javaScriptEnabled = true, width = 1280) {
  const context = await browser().newContext({
    baseURL: server.url,
    viewport: { width, height: 800 },
    locale: 'zh-CN',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const calls: string[] = [];
  const sheets: string[] = [];
  const console: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
    if (r.resourceType() === 'stylesheet') sheets.push(url.pathname);
  });
  page.on('console', (m: ConsoleMessage) => {
    // Refused as the client's sanitizer parses server HTML (docs/deploy.md §5): the seeded content's
    // hostile onerror=, and the search engine's highlight <span style="color:red">.
    if (/^Executing inline event handler violates/.test(m.text()) || m.text().includes(CONTENT_STYLE)) return;
    if (m.type() === 'warning' || m.type() === 'error') console.push(m.text());
  });
  page.on('pageerror', (e) => console.push(e.message));
  return { context, page, calls, sheets, console };
}

/** Holds the site's entry script until `release()`: the page is the server's markup until then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('hydration', () => {
  it('keeps the server’s DOM, warns of nothing and asks nothing the page carries', async () => {
    const { context, page, calls, sheets, console } = await open();
    const release = await holdScripts(page);
    await page.goto('/courses/detail/1', { waitUntil: 'commit' });
    const title = page.locator('#app h1');
    await title.waitFor();
    const text = await title.textContent();
    // Every element the server sent, with its ancestors, taken before any script runs.
    const marked = await page.evaluate(() => {
      const all = [...document.querySelectorAll('#app *')];
      const ancestors = new Map(all.map((el) => [el, [] as Element[]]));
      for (const el of all) for (let a = el.parentElement; a; a = a.parentElement) ancestors.get(el)!.push(a);
      (window as unknown as { ssr: typeof ancestors }).ssr = ancestors;
      return all.length;
    });
    expect(marked).toBeGreaterThan(100);
    expect(calls).toEqual([]);
    // The app's and the page's stylesheets came inline with the HTML: none was asked for.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('head style[data-href]')].map((s) => s.getAttribute('data-href')!),
    );
    expect(inline).toEqual([expect.stringMatching(/\/assets\/app-/), expect.stringMatching(/\/assets\/route-/)]);
    expect(sheets).toEqual([]);
    release();
    // The description's box has its math once the page has hydrated (the server sends none), and
    // KaTeX's stylesheet is the one the page links: it did not link the inline ones again.
    await page.locator('#app [data-rendered] .katex').first().waitFor();
    expect(sheets).toEqual([expect.stringMatching(/\/assets\/katex/)]);
    // The header's 登录 opens the dialog.
    await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    // Hydration kept every element but the description's: the client puts its own sanitized
    // nodes in that box (with KaTeX's math), by design.
    const replaced = await page.evaluate(() => {
      const ssr = (window as unknown as { ssr: Map<Element, Element[]> }).ssr;
      return [...ssr.keys()]
        .filter((el) => !el.isConnected && !ssr.get(el)!.some((a) => a.hasAttribute('data-rendered')))
        .map((el) => el.outerHTML.slice(0, 120));
    });
    expect(replaced).toEqual([]);
    expect(await title.textContent()).toBe(text);
    // The course and its comments came with the page; the config too.
    expect(calls.filter((c) => /\/course\/1(\/comments)?$|\/other\/config$/.test(c))).toEqual([]);
    // Navigating in the page to the home page links its stylesheet, which lays out its course grids.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'detached' });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const asked = sheets.length;
    await page.getByRole('link', { name: /首页$/ }).first().click();
    await page.waitForURL(`${server.url}/`);
    const grid = page.locator('#app main section ul').first();
    await grid.waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns)).split(' ')).toHaveLength(4);
    expect(sheets.slice(asked)).toEqual([expect.stringMatching(/\/assets\/route-/)]);
    for (const href of inline) expect(sheets).not.toContain(href);
    expect(console).toEqual([]);
    await context.close();
  });

  it('keeps every element of the other public pages, lists and details alike', async () => {
    const { context, page, console } = await open();
    for (const path of [
      '/',
      '/courses?page=2',
      '/live/detail/1',
      '/book/detail/1',
      '/wenda/detail/1',
      '/announcement',
      '/search?keywords=Vue',
      '/topic/detail/1',
    ]) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('#app main h1').first().waitFor({ state: 'attached' });
      await page.evaluate(() => {
        const all = [...document.querySelectorAll('#app *')];
        (window as unknown as { ssr: Map<Element, Element[]> }).ssr = new Map(
          all.map((el) => {
            const up: Element[] = [];
            for (let a = el.parentElement; a; a = a.parentElement) up.push(a);
            return [el, up];
          }),
        );
      });
      release();
      await page.waitForLoadState('networkidle');
      const replaced = await page.evaluate(() => {
        const ssr = (window as unknown as { ssr: Map<Element, Element[]> }).ssr;
        return [...ssr.keys()].filter(
          (el) => !el.isConnected && !ssr.get(el)!.some((a) => a.hasAttribute('data-rendered')),
        ).length;
      });
      expect(replaced, path).toBe(0);
      await page.unroute(/\/assets\/app-[^/]+\.js$/);
    }
    expect(console).toEqual([]);
    await context.close();
  });

  it('shows a member who signs in after hydration the member view of the same page', async () => {
    const { context, page, console } = await open();
    await page.goto('/courses/detail/1');
    const buy = page.getByRole('link', { name: /立即购买/ });
    await buy.first().waitFor();
    // The buy link is in the first HTML; the toaster's region is the client's own, once it has hydrated.
    await page.locator('[data-meedu-toaster]').waitFor({ state: 'attached' });
    const login = page.getByRole('banner').getByRole('link', { name: '登录', exact: true });
    await login.click();
    await loginThroughDialog(page);
    // The demo member has bought course 1: no buy link, and the header knows the member.
    await login.waitFor({ state: 'detached' });
    await expect.poll(() => buy.count()).toBe(0);
    expect(console).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('shows the catalogue, pages through it and follows its links to a course', async () => {
    const { context, page } = await open(false);
    const response = await page.goto('/courses');
    expect(response?.status()).toBe(200);
    const pageOne = await page.locator('#app main a[href^="/courses/detail/"]').first().getAttribute('href');
    await page.getByRole('navigation', { name: '课程分页' }).getByRole('link', { name: '第2页' }).click();
    await page.waitForURL(/\/courses\?page=2$/);
    const pager = page.getByRole('navigation', { name: '课程分页' });
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await page.locator('#app main a[href^="/courses/detail/"]').first().getAttribute('href')).not.toBe(pageOne);
    const first = page.locator('#app main a[href^="/courses/detail/"]').first();
    const name = (await first.locator('h3').textContent())!.trim();
    expect(name).not.toBe('');
    await first.click();
    await page.waitForURL(/\/courses\/detail\/\d+$/);
    expect((await page.locator('#app h1').textContent())!.trim()).toBe(name);
    // 登录 leads to the login page, and back to this course after.
    const course = new URL(page.url()).pathname;
    expect(await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(course)}`,
    );
    await page.screenshot({
      path: join(process.cwd(), 'test-results', 'render-no-js-course-1280.png'),
      fullPage: false,
    });
    // The header's search form leads to the results, which link to the courses found.
    await page.getByRole('searchbox', { name: '搜索' }).fill(name);
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
    await page.waitForURL(/\/search\?keywords=/);
    expect(await page.locator('#app h1').textContent()).toBe(`搜索「${name}」`);
    await page.locator('#app main a[href^="/courses/detail/"]', { hasText: name }).first().click();
    await page.waitForURL(/\/courses\/detail\/\d+$/);
    await context.close();
  });

  it('reads at phone width', async () => {
    const { context, page } = await open(false, 375);
    await page.goto('/courses');
    await page.locator('#app main a[href^="/courses/detail/"]').first().waitFor();
    await page.screenshot({ path: join(process.cwd(), 'test-results', 'render-no-js-courses-375.png') });
    await context.close();
  });
});

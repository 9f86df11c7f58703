import { readFileSync } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplesURL, launchBrowser, newPage } from '../browser.js';
import { comparePngs, coursesLoaded, dialog, host, passwordLogin, widgetsRendered } from './helpers.js';

let browser: Browser;
let context: BrowserContext;
let plain: Page;
let hostile: Page;

const examples = join(import.meta.dirname, '../../../examples');
const bodyOf = (file: string) => {
  const html = readFileSync(join(examples, file), 'utf8');
  return html.slice(html.indexOf('<body>'));
};

/**
 * Widgets are transparent where the page shows through (rounded corners, gaps between cards), and
 * the hostile page moves its own boxes around. Painting the widget's parent white in both pages
 * compares the widgets themselves, not what the page draws behind them.
 */
async function solidBackdrop(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-meedu-widget]')) {
      if (el.parentElement && el.parentElement !== document.body)
        el.parentElement.style.setProperty('background', '#fff', 'important');
    }
  });
}

async function open(page: Page, file: string): Promise<void> {
  await page.goto(`${examplesURL()}/examples/${file}`);
  await widgetsRendered(page);
  await coursesLoaded(page);
  await solidBackdrop(page);
}

/** The widget's own rendering: the first element inside its container in the shadow root. */
const widgetRoot = (page: Page, type: string): Locator => host(page, type).locator('[data-meedu-root] > *').first();

/**
 * The hostile page puts the same widget at another sub-pixel offset (its own text is bigger), and
 * text and edges anti-alias differently there. Nudging the placeholder onto whole pixels in both
 * pages (relative positioning: no new containing block for fixed descendants) compares like with
 * like.
 */
async function snapToPixels(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((el) => {
    const root = el.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const host = root.host as HTMLElement;
    if (host.dataset.meeduWidget === 'overlay') return;
    host.style.setProperty('position', 'relative');
    host.style.removeProperty('left');
    host.style.removeProperty('top');
    const r = el.getBoundingClientRect();
    host.style.setProperty('left', `${Math.round(r.x) - r.x}px`);
    host.style.setProperty('top', `${Math.round(r.y) - r.y}px`);
  });
}

async function expectSame(
  name: string,
  a: Locator,
  b: Locator,
  mask: (page: Locator) => Locator[] = () => [],
): Promise<void> {
  await snapToPixels(a);
  await snapToPixels(b);
  const options = { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const };
  const [x, y] = [await a.screenshot({ ...options, mask: mask(a) }), await b.screenshot({ ...options, mask: mask(b) })];
  // Anti-aliased edges may land a few levels apart; a rule that really changed something (a font,
  // a colour, a margin) moves whole glyphs and areas by far more than that.
  const diff = comparePngs(x, y, 32);
  const allowed = Math.max(8, 0.002 * diff.pixels);
  if (!diff.sameSize || diff.different > allowed) {
    const dir = join(tmpdir(), 'meedu-hostile-css');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}-plain.png`), x);
    writeFileSync(join(dir, `${name}-hostile.png`), y);
  }
  expect({ name, ...diff, ratio: Number(diff.ratio.toFixed(4)) }).toMatchObject({ name, sameSize: true });
  expect(diff.different, `${name}: ${diff.different} pixels differ (max delta ${diff.maxDelta})`).toBeLessThanOrEqual(
    allowed,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  // One context: both pages share the examples origin's storage, so a login counts for both.
  ({ context, page: plain } = await newPage(browser, { width: 1280, height: 900 }));
  hostile = await context.newPage();
  await open(plain, 'plain.html');
  await open(hostile, 'hostile-css.html');
});
afterAll(async () => {
  await browser?.close();
});

describe('a hostile host stylesheet changes nothing inside the widgets', () => {
  it('the hostile page is the plain page plus hostile.css', () => {
    expect(bodyOf('hostile-css.html')).toBe(bodyOf('plain.html'));
    expect(readFileSync(join(examples, 'hostile-css.html'), 'utf8')).toContain('href="assets/hostile.css"');
  });

  it('the hostile rules are in force on the page itself', async () => {
    const probe = (page: Page) =>
      page.evaluate(() => ({
        rootFont: getComputedStyle(document.documentElement).fontSize,
        bodyFont: getComputedStyle(document.body).fontSize,
      }));
    expect(await probe(plain)).toEqual({ rootFont: '16px', bodyFont: '15px' });
    expect(await probe(hostile)).toEqual({ rootFont: '10px', bodyFont: '30px' });
  });

  for (const type of ['login-button', 'course-list', 'unread-bell', 'user-menu'] as const) {
    it(`${type} looks the same, pixel for pixel`, async () => {
      await expectSame(type, widgetRoot(plain, type), widgetRoot(hostile, type));
    });
  }

  it('the login dialog looks the same', async () => {
    for (const page of [plain, hostile]) {
      await host(page, 'login-button').getByRole('button').click();
      await dialog(page).waitFor();
    }
    await expectSame('login-dialog', dialog(plain), dialog(hostile));
    // The SMS tab has the image captcha: random per page, so it is masked.
    for (const page of [plain, hostile]) {
      await dialog(page).getByRole('tab', { name: '短信登录' }).click();
      await dialog(page).locator('img').first().waitFor();
      await page.waitForFunction(() => {
        const img = document
          .querySelector('[data-meedu-widget="overlay"]')
          ?.shadowRoot?.querySelector<HTMLImageElement>('[role="dialog"] img');
        return !!img?.complete && img.naturalWidth > 0;
      });
    }
    await expectSame('login-dialog-sms', dialog(plain), dialog(hostile), (d) => [d.locator('img')]);
    for (const page of [plain, hostile]) {
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
  });

  it('logged in, the user menu and its open dropdown look the same', async () => {
    await host(plain, 'login-button').getByRole('button').click();
    await passwordLogin(plain);
    // The token is shared through localStorage; the other page follows through the storage event.
    for (const page of [plain, hostile]) {
      await page.waitForFunction(() => {
        const root = document.querySelector('[data-meedu-widget="user-menu"]')?.shadowRoot;
        const images = Array.from(root?.querySelectorAll('img') ?? []);
        return !!root?.querySelector('[aria-haspopup="menu"]') && images.every((img) => img.complete);
      });
    }
    await expectSame('user-menu-member', widgetRoot(plain, 'user-menu'), widgetRoot(hostile, 'user-menu'));
    await expectSame('unread-bell-member', widgetRoot(plain, 'unread-bell'), widgetRoot(hostile, 'unread-bell'));
    for (const page of [plain, hostile]) {
      await host(page, 'user-menu').getByRole('button').first().click();
      await host(page, 'user-menu').getByRole('menu').waitFor();
    }
    await expectSame(
      'user-menu-open',
      host(plain, 'user-menu').getByRole('menu'),
      host(hostile, 'user-menu').getByRole('menu'),
    );
  });
});

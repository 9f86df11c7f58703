import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, examplesURL, useBrowser } from '../browser.js';
import { axeViolations, coursesLoaded, dialog, host, passwordLogin, widgetsRendered } from './helpers.js';

const browser = useBrowser();

/** A fresh context; `bypassCSP` lets axe's script in on the CSP pages (their policy is tested elsewhere). */
async function openPage(url: string, width = 1280): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'zh-CN', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The element that really has focus, looking through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const host = (el?.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
    return {
      widget: host?.dataset.meeduWidget ?? null,
      text: (el?.getAttribute('aria-label') || el?.textContent || el?.getAttribute('placeholder') || '').trim(),
      tag: el?.tagName.toLowerCase(),
    };
  });

describe('accessibility of the example pages, widgets included (axe descends into open shadow roots)', () => {
  for (const [name, url] of [
    ['plain.html', () => `${examplesURL()}/examples/plain.html`],
    ['hostile-css.html', () => `${examplesURL()}/examples/hostile-css.html`],
    ['strict-csp.html', () => `${baseURL()}/examples/strict-csp.html`],
    ['nonce.html', () => `${examplesURL()}/examples/nonce.html`],
    ['js-api.html', () => `${examplesURL()}/examples/js-api.html`],
    ['sri.html', () => `${examplesURL()}/examples/sri.html`],
    ['index.html', () => `${examplesURL()}/examples/`],
  ] as const) {
    it(`${name}: no violations`, async () => {
      const page = await openPage(url());
      if (name === 'sri.html') {
        await widgetsRendered(page, ['login-button', 'course-list', 'user-menu']);
        await coursesLoaded(page);
      } else if (name !== 'index.html' && name !== 'js-api.html') {
        await widgetsRendered(page);
        await coursesLoaded(page);
      } else if (name === 'js-api.html') {
        await widgetsRendered(page, ['unread-bell', 'user-menu']);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('plain.html with the login dialog open, then logged in with the user menu open, and on a phone', async () => {
    const page = await openPage(`${examplesURL()}/examples/plain.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);
    await host(page, 'login-button').getByRole('button').click();
    await dialog(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('tab', { name: '短信登录' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('tab', { name: '密码登录' }).click();
    await passwordLogin(page);
    const menu = host(page, 'user-menu').locator('[aria-haspopup="menu"]');
    await menu.click();
    await host(page, 'user-menu').getByRole('menu').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await widgetsRendered(page);
    await coursesLoaded(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('reaches every widget with Tab, opens the dialog with Enter, Escape closes it and focus comes back', async () => {
    const page = await openPage(`${examplesURL()}/examples/plain.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);
    const seen: Array<string | null> = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.push((await focused(page)).widget);
    }
    // Skip link, brand and three nav links first, then the widgets in page order.
    expect(seen.filter(Boolean)).toEqual(
      expect.arrayContaining(['unread-bell', 'user-menu', 'login-button', 'course-list']),
    );
    const order = [...new Set(seen.filter(Boolean))];
    expect(order.slice(0, 4)).toEqual(['unread-bell', 'user-menu', 'login-button', 'course-list']);

    // Back to the login button, open with Enter.
    await host(page, 'login-button').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await focused(page)).toMatchObject({ widget: 'overlay', tag: 'input' });
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).widget).toBe('overlay');
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ widget: 'login-button', tag: 'button' });

    // The user menu's 注册 opens the same dialog on the register view; Escape returns focus there.
    await host(page, 'user-menu').getByRole('button', { name: '注册' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: '注册新账号' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ widget: 'user-menu', text: '注册' });
    await page.context().close();
  });
});

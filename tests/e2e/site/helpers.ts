import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, newPage } from '../browser.js';

/** Demo members of the reference server (docs/server.md): #1 is the demo account, #2 has QQ bound. */
export const MEMBER_1 = { mobile: '13800138000', password: 'meedu123' };
export const MEMBER_2 = { mobile: '13800138002', password: 'meedu123' };
export const TOKEN_KEY = 'meedu-user-token';

export { useBrowser } from '../browser.js';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(baseURL() + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/** The site's config; `name` is the site name on every MeEdu 4.9 release (`webname` only until 4.9.10). */
export const siteConfig = () => api<{ name: string; icp: string; url: string }>('/api/v2/other/config');

/** A fresh token for a member (password login through the API). */
export async function tokenFor(member = MEMBER_1): Promise<string> {
  return (await api<{ token: string }>('/api/v2/login/password', { method: 'POST', body: member })).token;
}

/** Makes every page of the context start logged in as `member`. */
export async function loginContext(context: BrowserContext, member = MEMBER_1): Promise<string> {
  const token = await tokenFor(member);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return token;
}

/** Sets site settings (PUT /__dev/config) and returns a function restoring their earlier values. */
export async function devConfig(patch: Record<string, string | number | boolean | null>): Promise<() => Promise<void>> {
  const before = await api<Record<string, string>>('/__dev/config');
  await api('/__dev/config', { method: 'PUT', body: patch });
  const previous = Object.fromEntries(Object.keys(patch).map((k) => [k, before[k] ?? null]));
  return async () => {
    await api('/__dev/config', { method: 'PUT', body: previous });
  };
}

export async function addFault(rule: { path: string; fault: string; times?: number; method?: string }): Promise<void> {
  await api('/__dev/faults', { method: 'POST', body: rule });
}

export const clearFaults = () => api('/__dev/faults', { method: 'DELETE' });

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** axe-core over the whole page; fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx?: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

/** The text of the toasts on screen. */
export const toastText = (page: Page) => page.locator('[data-meedu-toaster]').innerText();

export async function waitForToast(page: Page, message: string): Promise<void> {
  await page.locator('[data-meedu-toaster]').getByText(message).waitFor();
}

export const pathAndQuery = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.pathname + location.search === p, path);
}

/** Signs in through the login dialog's password tab. */
export async function loginThroughDialog(page: Page, member = MEMBER_1): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.waitFor();
  await dialog.getByLabel('手机号').fill(member.mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Runs `steps` on a fresh page while the reference server answers the next request to `path`
 * with HTTP 500; the fault is cleared and the page closed even when a step fails.
 */
export async function whileRequestFails(
  browser: Browser,
  path: string,
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await newPage(browser);
  await addFault({ path, fault: '500', times: 1 });
  try {
    await steps(page);
  } finally {
    await clearFaults();
    await context.close();
  }
}

/** Runs `check` at a desktop (1280 px) and then a phone (375 px) width, each on a fresh page. */
export async function atDesktopAndPhoneWidths(browser: Browser, check: (page: Page) => Promise<void>): Promise<void> {
  for (const width of [1280, 375]) {
    const { context, page } = await newPage(browser, { width });
    await check(page);
    await context.close();
  }
}

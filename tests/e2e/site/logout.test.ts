/**
 * 安全退出 from every layout that offers it (the header's user menu: layout A pages, the member
 * centre, the study centre), while requests of the session are still on
 * their way: the server is made slow on the unread count and the daily sign-in state, so they
 * reach it after the logout and answer 401. The network recorder shows what the old token did
 * after 已安全退出; the page shows only 已安全退出 and goes to / 500 ms later, never via /login.
 */
import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { registerMember, signIn } from '../orders/helpers.js';
import { addFault, api, clearFaults, useBrowser, waitForPath } from './helpers.js';

const browser = useBrowser();

/** Records, in the page's own clock, every toast shown and every address the page moved to. */
function watchToastsAndAddresses() {
  const log: Array<{ at: number; toast?: string; path?: string }> = [];
  (window as unknown as { __log: typeof log }).__log = log;
  const note = (path: string) => log.push({ at: performance.now(), path });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
      original(data, unused, url);
      note(location.pathname + location.search);
    };
  }
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes) {
        // A toast is a [data-kind] box in the toaster: its kind's hidden label, then the message.
        const el = node instanceof Element && node.matches('[data-meedu-toaster] [data-kind]') ? node : null;
        if (el) log.push({ at: performance.now(), toast: el.lastElementChild?.lastChild?.textContent ?? '' });
      }
  }).observe(document, { subtree: true, childList: true });
}

interface Sent {
  request: Request;
  /** Sent with the logged-out token, and when it left and when its answer came, on the test's clock. */
  oldToken: boolean;
  sentAt: number;
  answeredAt?: number;
  status?: number;
}

function recordNetwork(page: Page, token: string) {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/') && !path.startsWith('/addons/')) return;
    sent.push({ request, oldToken: request.headers().authorization === `Bearer ${token}`, sentAt: Date.now() });
  });
  page.on('requestfinished', async (request) => {
    const entry = sent.find((s) => s.request === request);
    if (!entry) return;
    entry.answeredAt = Date.now();
    const body = (await (await request.response())?.json().catch(() => null)) as { code?: number } | null;
    entry.status = body?.code === 401 ? 401 : ((await request.response())?.status() ?? 0);
  });
  return sent;
}

afterEach(clearFaults);

describe('logout while the session still has requests on their way', () => {
  it.each([
    ['home (layout A)', '/'],
    ['member centre', '/member'],
    ['my orders', '/member/orders'],
    ['study centre', '/study-center'],
    // Not /login, the one header-only page: a member arriving there is sent on to / at once, so
    // its header, menu open or not, is replaced by the home page's.
  ])('%s: only 已安全退出, then / after 500 ms; no answer of the old token is acted on', async (_, path) => {
    const { token } = await registerMember();
    const { nick_name } = await api<{ nick_name: string }>('/api/v2/member/detail', { token });
    const { context, page } = await newPage(browser());
    await signIn(context, token);
    await context.addInitScript(watchToastsAndAddresses);
    // Slow answers: they reach the server after the logout has, and answer 401.
    await addFault({ path: '/api/v2/member/unreadNotificationCount', fault: 'latency=2500', times: 1 });
    await addFault({ path: '/addons/DaySignIn/api/v1/user', fault: 'latency=2500', times: 1 });
    const sent = recordNetwork(page, token);
    await page.goto(path);
    const menu = page.getByRole('banner').getByRole('button', { name: nick_name });
    await menu.click();
    // The slow unread count is on its way.
    await expect
      .poll(() => sent.some((s) => s.request.url().includes('unreadNotificationCount') && !s.answeredAt))
      .toBe(true);

    await page.getByRole('menuitem', { name: '安全退出' }).click();
    await page.locator('[data-meedu-toaster]').getByText('已安全退出').waitFor();
    const loggedOutAt = Date.now();
    await waitForPath(page, '/');
    // Let the slow answers of the old session arrive (and the page have every chance to act on them).
    await expect.poll(() => sent.filter((s) => s.oldToken && !s.answeredAt).length, { timeout: 5000 }).toBe(0);
    await page.waitForTimeout(300);

    const late = sent.filter((s) => s.oldToken && s.answeredAt! > loggedOutAt);
    console.log(
      `[logout ${path}] old-token answers after 已安全退出: ${late.length} (${late
        .map((s) => `${s.status} ${new URL(s.request.url()).pathname}`)
        .join(
          ', ',
        )}); old-token requests sent after it: ${sent.filter((s) => s.oldToken && s.sentAt > loggedOutAt).length}`,
    );
    // The race happened: answers of the ended session came back 401 after 已安全退出 ...
    expect(late.some((s) => s.status === 401)).toBe(true);
    // ... and nothing acted on them: no other toast, never /login, / once, 500 ms after 已安全退出.
    expect(sent.filter((s) => s.oldToken && s.sentAt > loggedOutAt)).toEqual([]);
    const log = await page.evaluate(
      () => (window as unknown as { __log: Array<{ at: number; toast?: string; path?: string }> }).__log,
    );
    expect(log.filter((e) => e.toast).map((e) => e.toast)).toEqual(['已安全退出']);
    const toastAt = log.find((e) => e.toast)!.at;
    const moves = log.filter((e) => e.path && e.at >= toastAt);
    expect(moves.map((e) => e.path)).toEqual(['/']);
    // The toast is drawn a frame after logout starts its 500 ms.
    expect(moves[0].at - toastAt).toBeGreaterThanOrEqual(470);
    expect(moves[0].at - toastAt).toBeLessThan(800);
    await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).waitFor();
    await context.close();
  });
});

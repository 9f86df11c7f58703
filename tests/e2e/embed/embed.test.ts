import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { baseURL, examplesURL, newPage, useBrowser } from '../browser.js';
import { devConfig } from '../site/helpers.js';
import {
  DEMO_MOBILE,
  WIDGETS,
  addFault,
  clearFaults,
  coursesLoaded,
  dialog,
  host,
  instrumentTimers,
  liveTimers,
  passwordLogin,
  watchProblems,
  widgetsRendered,
} from './helpers.js';

const browser = useBrowser();
afterEach(async () => {
  await clearFaults();
});

const origin = (url: string) => new URL(url).origin;

describe('script-tag embed on a partner page of another origin', () => {
  it('mounts every widget in its own shadow root, loading chunks from the API origin', async () => {
    expect(origin(examplesURL())).not.toBe(origin(baseURL()));
    const { context, page } = await newPage(browser());
    const problems = await watchProblems(context, page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${examplesURL()}/examples/plain.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);

    const api = origin(baseURL());
    const chunk = (name: string) => `${api}/embed/${name}.js`;
    expect(scripts).toEqual(
      expect.arrayContaining([
        chunk('meedu'),
        chunk('runtime'),
        chunk('course-list'),
        chunk('unread-bell'),
        chunk('user-menu'),
        chunk('login'),
      ]),
    );
    // Each chunk once, however many widgets share it; the dialog is not loaded before it is wanted.
    expect(scripts.filter((u) => u === chunk('runtime'))).toHaveLength(1);
    expect(new Set(scripts).size).toBe(scripts.length);

    const shape = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-meedu-widget]'), (el) => ({
        type: el.dataset.meeduWidget,
        mode: el.shadowRoot?.mode,
        sheets: el.shadowRoot?.adoptedStyleSheets.length ?? 0,
        styleTags: el.shadowRoot?.querySelectorAll('style').length ?? 0,
      })),
    );
    expect(shape).toEqual(WIDGETS.map((type) => ({ type, mode: 'open', sheets: 1, styleTags: 0 })));
    // One stylesheet object shared by every root, and nothing injected into the page itself.
    expect(
      await page.evaluate(() => {
        const sheets = Array.from(
          document.querySelectorAll('[data-meedu-widget]'),
          (el) => el.shadowRoot!.adoptedStyleSheets[0],
        );
        return sheets.every((s) => s === sheets[0]) && document.querySelectorAll('style').length === 0;
      }),
    ).toBe(true);

    // Card links lead to the learner site named by data-site, not to the partner's own origin.
    const href = await host(page, 'course-list').getByRole('link').first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^${api}/courses/detail/\\d+$`));

    await host(page, 'login-button').getByRole('button').click();
    await dialog(page).waitFor();
    expect(
      await page.evaluate(
        () =>
          !!document
            .querySelector('body > [data-meedu-widget="overlay"]')
            ?.shadowRoot?.querySelector('[role="dialog"]'),
      ),
    ).toBe(true);
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('the bell and the user menu, which load the dialog machine on their first click, open the shared dialog', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${examplesURL()}/examples/plain.html`);
    await widgetsRendered(page);
    await host(page, 'unread-bell').getByRole('link').click();
    await dialog(page).getByRole('heading', { name: '登录' }).waitFor();
    // Logged out, the bell opens the dialog instead of leaving for the messages page.
    expect(page.url()).toBe(`${examplesURL()}/examples/plain.html`);
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await host(page, 'user-menu').getByRole('button', { name: '注册' }).click();
    await dialog(page).getByRole('heading', { name: '注册新账号' }).waitFor();
    expect(await page.locator('[data-meedu-widget="overlay"]').count()).toBe(1);
    await context.close();
  });

  it('JS API page: queued listeners get meedu:login with the user after a password login, without leaving the page', async () => {
    const { context, page } = await newPage(browser());
    const problems = await watchProblems(context, page);
    await context.addInitScript(() => {
      const w = window as unknown as { __events: Array<{ type: string; target: string; detail: unknown }> };
      w.__events = [];
      for (const type of ['meedu:login', 'meedu:logout', 'meedu:error', 'meedu:ready']) {
        document.addEventListener(type, (e) => {
          const target =
            e.target instanceof Element
              ? (e.target.getAttribute('data-meedu-widget') ?? e.target.tagName)
              : '#document';
          w.__events.push({ type, target, detail: (e as CustomEvent).detail });
        });
      }
    });
    await page.goto(`${examplesURL()}/examples/js-api.html`);
    const url = page.url();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    // The commands queued before the script ran: the API-ready callback enabled the buttons.
    await page.getByRole('button', { name: "Meedu.open('login')" }).click();
    await dialog(page).waitFor();
    // data-primary-color on the script tag themes every widget, the dialog included.
    const fill = await dialog(page)
      .getByRole('button', { name: /^登\s*录$/ })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(fill).toBe('rgb(43, 179, 163)');
    await passwordLogin(page);

    const log = page.locator('#log');
    await log.getByText(/meedu:login/).waitFor();
    expect(await log.locator('li').last().textContent()).toContain(`（${DEMO_MOBILE}）`);
    const events = await page.evaluate(
      () =>
        (
          window as unknown as {
            __events: Array<{ type: string; target: string; detail: { user?: { mobile: string } } }>;
          }
        ).__events,
    );
    const logins = events.filter((e) => e.type === 'meedu:login');
    expect(logins).toHaveLength(1);
    expect(logins[0].detail.user?.mobile).toBe(DEMO_MOBILE);
    // Dispatched on the overlay host the visitor typed into; it bubbled to document.
    expect(logins[0].target).toBe('overlay');
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(42);
    // Every widget shares the session: the user menu shows the member.
    await page.locator('#session').getByText('会话：已登录').waitFor();
    await host(page, 'user-menu').getByRole('button', { name: /.+/ }).first().waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { Meedu: { session: { isLogin: boolean } } }).Meedu.session.isLogin,
      ),
    ).toBe(true);

    await page.getByRole('button', { name: 'Meedu.session.logout()' }).click();
    await log.getByText(/meedu:logout/).waitFor();
    await page.locator('#session').getByText('会话：未登录').waitFor();
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(42);
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('a 401 opens the login dialog in place of navigating to /login, and is reported as meedu:error', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${examplesURL()}/examples/js-api.html`);
    const url = page.url();
    await page.getByRole('button', { name: '挂载课程列表' }).waitFor();
    await page.waitForFunction(() => !(document.getElementById('mount') as HTMLButtonElement).disabled);
    await addFault({ path: '/api/v2/courses', fault: '401', times: 1 });
    await page.getByRole('button', { name: '挂载课程列表' }).click();
    await dialog(page).waitFor();
    await page
      .locator('#log')
      .getByText(/meedu:error 请重新登录/)
      .waitFor();
    // The toaster shows it too, inside the overlay's shadow root.
    await page.locator('[data-meedu-toaster]').getByText('请重新登录').waitFor();
    expect(page.url()).toBe(url);
    await context.close();
  });
});

describe('mounting from a queue in <head>, and placeholders that cannot hold a widget', () => {
  it('mounts a queued selector once the page is parsed, logs one that finds nothing, and says why a <button> holds none', async () => {
    const { context, page } = await newPage(browser());
    // At document start, before any of the page's own scripts: a queue in <head>, as docs/embed.md
    // shows it, naming elements the parser has not reached yet.
    await context.addInitScript(() => {
      const w = window as unknown as { __errors: string[][]; Meedu: unknown[] };
      w.__errors = [];
      document.addEventListener('meedu:error', (e) =>
        w.__errors.push([(e.target as Element).localName ?? 'document', (e as CustomEvent).detail.message]),
      );
      w.Meedu = [
        ['mount', '#mount-target', 'course-list', { pageSize: 2 }],
        ['mount', '#nowhere', 'course-list'],
      ];
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    await page.goto(`${examplesURL()}/examples/js-api.html`);
    const target = page.locator('#mount-target');
    await target.getByRole('list', { name: '课程列表' }).waitFor();
    expect(await target.getByRole('listitem').count()).toBe(2);
    const errors = () => page.evaluate(() => (window as unknown as { __errors: string[][] }).__errors);
    await page.waitForFunction(() => (window as unknown as { __errors: string[][] }).__errors.length > 0);
    expect(await errors()).toEqual([['document', 'Meedu.mount: 找不到元素 #nowhere']]);
    expect(consoleErrors).toContain('[meedu] Meedu.mount: 找不到元素 #nowhere');

    // A <button> placeholder keeps its own content and is told why it got no widget.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.dataset.meeduWidget = 'course-list';
      button.textContent = '全部课程';
      document.querySelector('main')!.append(button);
    });
    await page.waitForFunction(() => (window as unknown as { __errors: string[][] }).__errors.length > 1);
    expect((await errors())[1]).toEqual(['button', '<button> 元素无法挂载组件，请改用 div 或 span']);
    const button = page.locator('button[data-meedu-widget]');
    expect(await button.textContent()).toBe('全部课程');
    expect(await button.evaluate((b) => b.shadowRoot)).toBeNull();
    await context.close();
  });
});

describe('content security policy', () => {
  it("works under script-src 'self'; style-src 'self' with no violation and no injected <style>", async () => {
    const { context, page } = await newPage(browser());
    const problems = await watchProblems(context, page);
    await page.goto(`${baseURL()}/examples/strict-csp.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);
    await host(page, 'login-button').getByRole('button').click();
    await dialog(page).getByPlaceholder('请输入手机号').fill(DEMO_MOBILE);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Styles really apply (adopted sheets are not blocked): the login button has its primary fill.
    const fill = await host(page, 'login-button')
      .getByRole('button')
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(fill).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('works with a nonce-only policy from another origin: the loader’s nonce covers the chunks it imports', async () => {
    const { context, page } = await newPage(browser());
    const problems = await watchProblems(context, page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${examplesURL()}/examples/nonce.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);
    await host(page, 'user-menu').getByRole('button', { name: '注册' }).click();
    await dialog(page).getByRole('heading', { name: '注册新账号' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(scripts.filter((u) => u.startsWith(`${origin(baseURL())}/embed/`)).length).toBeGreaterThan(4);
    expect(await problems()).toEqual([]);
    await context.close();
  });
});

describe('no timer or poller outlives the dialog', () => {
  it('opening and closing the login dialog 50 times (some through the WeChat QR view) leaves nothing running', async () => {
    // MeEdu 4.9.12+ offers the WeChat scan where the WeChat login (wechat_oauth) is on.
    onTestFinished(await devConfig({ 'socialites.wechat_oauth': 1 }));
    const { context, page } = await newPage(browser());
    await instrumentTimers(context);
    const queries: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wechat-scan/query')) queries.push(r.url());
    });
    await page.goto(`${examplesURL()}/examples/plain.html`);
    await widgetsRendered(page);
    await coursesLoaded(page);
    // Let start-up settle, then take the baseline.
    await expect.poll(async () => (await liveTimers(page)).timeouts, { timeout: 5000 }).toBe(0);
    const before = await liveTimers(page);

    const button = host(page, 'login-button').getByRole('button');
    for (let i = 0; i < 50; i++) {
      await button.click();
      const d = dialog(page);
      await d.waitFor();
      if (i % 25 === 0) {
        const asked = queries.length;
        await d.getByRole('button', { name: '微信扫码登录' }).click();
        await d.getByRole('img', { name: '微信登录二维码' }).waitFor();
        // The poller runs, and the instrumentation sees its 1 s timer.
        await expect.poll(() => queries.length, { timeout: 5000 }).toBeGreaterThan(asked);
        await expect
          .poll(async () => (await liveTimers(page)).detail.some((t) => / 1000ms /.test(t)), { timeout: 3000 })
          .toBe(true);
      }
      if (i % 2 === 0) await page.keyboard.press('Escape');
      else await d.getByRole('button', { name: '关闭' }).click();
      await d.waitFor({ state: 'detached' });
    }

    // Every timeout still pending fires or is cleared shortly; nothing repeats.
    await expect
      .poll(
        async () => {
          const now = await liveTimers(page);
          return { intervals: now.intervals, timeouts: now.timeouts };
        },
        { timeout: 5000 },
      )
      .toEqual({ intervals: before.intervals, timeouts: before.timeouts });
    // Proving that nothing happens takes a period of watching: more than one QR poll interval
    // (1 s) during which the timers stay at the baseline and no poll request goes out.
    const polled = queries.length;
    const since = Date.now();
    await expect
      .poll(
        async () => {
          const now = await liveTimers(page);
          return now.intervals === before.intervals && now.timeouts === before.timeouts && Date.now() - since > 1500;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
    expect(queries.length).toBe(polled);
    // Focus came back to the button that opened the dialog.
    expect(
      await button.evaluate(
        (b) => b.getRootNode() instanceof ShadowRoot && (b.getRootNode() as ShadowRoot).activeElement === b,
      ),
    ).toBe(true);
    await context.close();
  });
});

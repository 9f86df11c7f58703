import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseURL, examplesURL, newPage, useBrowser } from '../browser.js';
import {
  AXE_PATH,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  addFault,
  clearFaults,
  coursesLoaded,
  dialog,
  host,
  watchProblems,
  widgetsRendered,
} from '../embed/helpers.js';

const browser = useBrowser();
afterEach(async () => {
  await clearFaults();
});

const PLAIN = () => `${examplesURL()}/examples/plain.html`;

async function api<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  expect(json.code, `${method} ${path}: ${json.message}`).toBe(0);
  return json.data;
}

const login = (mobile = DEMO_MOBILE) =>
  api<{ token: string }>('POST', '/api/v2/login/password', undefined, { mobile, password: DEMO_PASSWORD }).then(
    (d) => d.token,
  );

const unreadCount = async (token: string) =>
  Number(await api<number>('GET', '/api/v2/member/unreadNotificationCount', token));

/**
 * The demo member has unread messages in the seed; if an earlier test read them all, a second
 * member answers a question of theirs, which notifies them.
 */
async function ensureUnread(token: string): Promise<number> {
  const count = await unreadCount(token);
  if (count > 0) return count;
  const W = '/addons/Wenda/api/v1';
  const { categories } = await api<{ categories: Array<{ id: number }> }>('GET', `${W}/question/create`, token);
  const { id } = await api<{ id: number }>('POST', `${W}/question/create`, token, {
    title: '组件测试的提问',
    category_id: categories[0].id,
    original_content: '请问如何嵌入课程列表？',
  });
  const other = await login('13800138001');
  await api('POST', `${W}/question/${id}/answer`, other, { original_content: '用一个 script 标签即可。' });
  return unreadCount(token);
}

/** A page of plain.html, logged in as `token` when given (stored before any script runs). */
async function openPlain(
  options: { width?: number; token?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: () => Promise<string[]> }> {
  const { context, page } = await newPage(browser(), { width: options.width ?? 1280, height: 900 });
  const problems = await watchProblems(context, page);
  if (options.token) await context.addInitScript((t) => localStorage.setItem('meedu-user-token', t), options.token);
  await page.goto(PLAIN());
  await widgetsRendered(page);
  return { context, page, problems };
}

/** Course titles in page order, read from the cards' headings. */
const cardTitles = (list: Locator) => list.getByRole('listitem').locator('h3').allTextContents();

async function serverTitles(page: number, pageSize = 8): Promise<string[]> {
  const data = await api<{ data: Array<{ title: string }> }>(
    'GET',
    `/api/v2/courses?page=${page}&page_size=${pageSize}`,
  );
  return data.data.map((c) => c.title);
}

/** The focused element's text, looking into shadow roots. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent?.trim() ?? null;
  });

/** axe-core over the given widget hosts (their shadow trees included); returns readable violations. */
async function axe(page: Page, selectors: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (include) => {
    type Result = {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown; failureSummary?: string }> }>;
    };
    const run = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe.run;
    const { violations } = await run({ include: include.map((s) => [s]) }, { resultTypes: ['violations'] });
    return violations.map(
      (v) =>
        `${v.id}: ${v.help} ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('; ')}`,
    );
  }, selectors);
}

describe('course list (embedded on plain.html)', () => {
  it('shows the server’s courses and pages forward and back by mouse and keyboard', async () => {
    const { context, page, problems } = await openPlain();
    await coursesLoaded(page);
    const widget = host(page, 'course-list');
    const list = widget.getByRole('list', { name: '课程列表' });
    const first = await serverTitles(1);
    expect(first.length).toBe(8);
    expect(await cardTitles(list)).toEqual(first);

    // Each card is one link to the learner site's detail page.
    const card = widget.getByRole('link', { name: first[0] });
    expect(await card.getAttribute('href')).toMatch(/\/courses\/detail\/\d+$/);
    expect(await card.locator('img').getAttribute('alt')).toBe(first[0]);

    const pager = widget.getByRole('navigation', { name: '课程分页' });
    expect(await pager.getByRole('button', { name: '第1页' }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: '下一页' }).click();
    const second = await serverTitles(2);
    await expect.poll(() => cardTitles(list)).toEqual(second);
    expect(await pager.getByRole('button', { name: '第2页' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('button', { name: '上一页' }).click();
    await expect.poll(() => cardTitles(list)).toEqual(first);

    // Keyboard: Tab to 第3页 and press Enter; focus stays on the pager while the page loads.
    await pager.getByRole('button', { name: '第2页' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(list)).toEqual(await serverTitles(3));
    expect(await pager.getByRole('button', { name: '第3页' }).getAttribute('aria-current')).toBe('page');
    expect(await focusedText(page)).toBe('3');
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('lays the cards out in 4 columns at 1280 px and 1 at 375 px, covers in a fixed 4:3 box', async () => {
    for (const [width, columns] of [
      [1280, 4],
      [375, 1],
    ] as const) {
      const { context, page } = await openPlain({ width });
      await coursesLoaded(page);
      const boxes = await host(page, 'course-list')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((a) => {
            const r = a.getBoundingClientRect();
            const cover = (a.querySelector('img') as HTMLElement).parentElement!.getBoundingClientRect();
            return {
              top: Math.round(r.top),
              left: Math.round(r.left),
              right: r.right,
              coverRatio: cover.height / cover.width,
            };
          }),
        );
      const firstRow = boxes.filter((b) => b.top === boxes[0].top);
      expect(firstRow.length, `columns at ${width}px`).toBe(columns);
      for (const b of boxes) expect(b.coverRatio).toBeCloseTo(0.75, 2);
      expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });

  it('shows a skeleton while loading, an error state with 重试 after a failure, and recovers', async () => {
    await addFault({ path: '/api/v2/courses', fault: 'latency=1500,500', times: 1 });
    const { context, page } = await openPlain();
    const widget = host(page, 'course-list');
    await widget.locator('[aria-busy="true"]').waitFor();
    await widget.getByRole('list', { name: '课程加载中' }).waitFor();
    expect(await axe(page, ['[data-meedu-widget="course-list"]'])).toEqual([]);

    const retry = widget.getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await widget.getByRole('alert').textContent()).toContain('课程加载失败');
    await retry.click();
    await coursesLoaded(page);
    expect(await cardTitles(widget.getByRole('list', { name: '课程列表' }))).toEqual(await serverTitles(1));
    await context.close();
  });

  it('the skeleton takes the loaded grid’s size, so the page does not jump (1280 and 375 px)', async () => {
    for (const width of [1280, 375]) {
      await addFault({ path: '/api/v2/courses', fault: 'latency=1200', times: 1 });
      const { context, page } = await openPlain({ width });
      const widget = host(page, 'course-list');
      const skeleton = widget.getByRole('list', { name: '课程加载中' });
      await skeleton.waitFor();
      const before = (await skeleton.boundingBox())!;
      await coursesLoaded(page);
      const after = (await widget.getByRole('list', { name: '课程列表' }).boundingBox())!;
      expect(Math.abs(after.height - before.height), `height at ${width}px`).toBeLessThanOrEqual(width > 400 ? 4 : 16);
      expect(after.width).toBe(before.width);
      await context.close();
    }
  });

  it('has no axe violations once loaded, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await openPlain({ width });
      await coursesLoaded(page);
      expect(await axe(page, ['[data-meedu-widget="course-list"]'])).toEqual([]);
      await context.close();
    }
  });
});

describe('unread bell and user menu (embedded on plain.html)', () => {
  it('logged out: a bell without a dot, and 登录 / 注册 opening the shared dialog', async () => {
    const { context, page } = await openPlain();
    const bell = host(page, 'unread-bell').getByRole('link', { name: '我的消息' });
    await bell.waitFor();
    expect(await host(page, 'unread-bell').locator('[data-testid="unread-dot"]').count()).toBe(0);

    const menu = host(page, 'user-menu');
    await menu.getByRole('button', { name: '注册' }).click();
    await dialog(page).getByRole('heading', { name: '注册新账号' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await menu.getByRole('button', { name: '登录' }).click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await axe(page, ['[data-meedu-widget="unread-bell"]', '[data-meedu-widget="user-menu"]'])).toEqual([]);
    await context.close();
  });

  it('logged in: the bell shows the dot with the server’s count; the menu shows the member and works by keyboard and mouse', async () => {
    const token = await login();
    const count = await ensureUnread(token);
    const member = await api<{ nick_name: string }>('GET', '/api/v2/member/detail', token);
    const { context, page, problems } = await openPlain({ token });

    const bell = host(page, 'unread-bell').getByRole('link', { name: `我的消息（${count}条未读）` });
    await bell.waitFor();
    expect(await host(page, 'unread-bell').locator('[data-testid="unread-dot"]').isVisible()).toBe(true);

    const widget = host(page, 'user-menu');
    const button = widget.getByRole('button', { name: new RegExp(`^${member.nick_name}`) });
    await button.waitFor();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: ArrowDown opens on the first item, arrows move, Escape closes back to the button.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = widget.getByRole('menu');
    await menu.waitFor();
    expect(await focusedText(page)).toBe('用户中心');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('我的消息');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('安全退出');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('用户中心');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toContain(member.nick_name);

    // Mouse: the items, the unread dot on 我的消息, links into the learner site.
    await button.click();
    const items = menu.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['用户中心', '我的消息', '安全退出']);
    const messages = menu.getByRole('menuitem', { name: `我的消息（${count}条未读）` });
    expect(await messages.getAttribute('href')).toMatch(/\/member\/messages$/);
    expect(await messages.locator('[data-testid="unread-dot"]').isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: '用户中心' }).getAttribute('href')).toMatch(/\/member$/);
    expect(await axe(page, ['[data-meedu-widget="unread-bell"]', '[data-meedu-widget="user-menu"]'])).toEqual([]);

    // A press inside the menu (its padding, seen from the page as the shadow host) keeps it open;
    // one outside closes it.
    await menu.click({ position: { x: 4, y: 2 } });
    expect(await menu.isVisible()).toBe(true);
    await page.getByRole('heading', { name: '在线学习，随时随地提升技能' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await problems()).toEqual([]);
    await context.close();
  });

  it('安全退出 logs out: 已安全退出, 登录 / 注册 again, no dot, and the token no longer works', async () => {
    const token = await login();
    await ensureUnread(token);
    const { context, page } = await openPlain({ token });
    const url = page.url();
    const bellDot = host(page, 'unread-bell').locator('[data-testid="unread-dot"]');
    await bellDot.waitFor();
    const widget = host(page, 'user-menu');
    await widget.getByRole('button', { expanded: false }).click();
    await widget.getByRole('menuitem', { name: '安全退出' }).click();

    await page.locator('[data-meedu-toaster]').getByText('已安全退出').waitFor();
    await widget.getByRole('button', { name: '登录' }).waitFor();
    await widget.getByRole('button', { name: '注册' }).waitFor();
    await bellDot.waitFor({ state: 'detached' });
    expect(await host(page, 'unread-bell').getByRole('link').getAttribute('aria-label')).toBe('我的消息');
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeNull();
    // Past the 500 ms logout redirect the visitor is still on the host page.
    const loggedOutAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 700, loggedOutAt);
    expect(page.url()).toBe(url);

    const res = await fetch(`${baseURL()}/api/v2/member/detail`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { code: number }).code).toBe(401);
    await context.close();
  });

  it('has no axe violations at 375 px, logged in with the menu open', async () => {
    const token = await login();
    const { context, page } = await openPlain({ width: 375, token });
    const widget = host(page, 'user-menu');
    await widget.getByRole('button', { expanded: false }).click();
    await widget.getByRole('menu').waitFor();
    const box = await widget.getByRole('menu').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await axe(page, ['[data-meedu-widget="unread-bell"]', '[data-meedu-widget="user-menu"]'])).toEqual([]);
    await context.close();
  });
});

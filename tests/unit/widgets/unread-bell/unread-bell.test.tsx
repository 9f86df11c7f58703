import { describe, expect, it } from 'vitest';
import { loginDialog } from '#core/index.js';
import { freshUnread, isLogin, clearSession } from '#core/session/index.js';
import { mountUnreadBell, UnreadBell, unreadCount, watchUnread } from '#widgets/unread-bell/index.js';
import { deferred, ok, render, tick, waitFor, type Reply } from '../course-list/harness.js';
import { logIn } from '../course-list/member.js';
import { COUNT, useUnreadStub } from './unread-stub.js';

const stub = useUnreadStub();

const link = (root: HTMLElement) => root.querySelector('a') as HTMLAnchorElement;
const dot = (root: HTMLElement) => root.querySelector('[data-testid="unread-dot"]');
const counts = () => stub.server.calls(COUNT).length;

describe('UnreadBell', () => {
  it('logged out: no request, no dot, labelled 我的消息, and a click opens the login dialog', async () => {
    const { container } = await render(<UnreadBell />);
    await tick();
    expect(counts()).toBe(0);
    expect(dot(container)).toBeNull();
    expect(link(container).getAttribute('aria-label')).toBe('我的消息');
    expect(link(container).getAttribute('href')).toBe('/member/messages');
    expect(link(container).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link(container).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => loginDialog().$state.get().open, 'dialog open');
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'login' });
    // Opening the dialog loads a captcha; let it land before the next test.
    await waitFor(() => stub.server.answered() === 1, 'captcha');
    expect(counts()).toBe(0);
  });

  it('logged in with unread messages: shows the dot and the count in the accessible name', async () => {
    stub.unread = 3;
    logIn();
    const { container } = await render(<UnreadBell />);
    await waitFor(() => !!dot(container), 'dot');
    expect(link(container).getAttribute('aria-label')).toBe('我的消息（3条未读）');
    expect(stub.server.calls(COUNT)[0].headers.authorization).toBe('Bearer test-token');
    // freshUnread (set by login) was handled and reset.
    expect(freshUnread.get()).toBe(false);
    expect(counts()).toBe(1);

    // Logged in, the bell is a link to the messages page: followed through core's navigation.
    link(container).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await tick();
    expect(stub.env.navigations.map((n) => n.path)).toEqual(['/member/messages']);
    expect(loginDialog().$state.get().open).toBe(false);
  });

  it('no dot when the server says 0', async () => {
    logIn();
    const { container } = await render(<UnreadBell />);
    await waitFor(() => stub.server.answered() === 1, 'count');
    await tick();
    expect(dot(container)).toBeNull();
    expect(link(container).getAttribute('aria-label')).toBe('我的消息');
  });

  it('refetches when freshUnread is set, resets it, and clears the dot when the count drops to 0', async () => {
    stub.unread = 2;
    logIn();
    const { container } = await render(<UnreadBell refreshSeconds={0} />);
    await waitFor(() => !!dot(container), 'dot');
    expect(counts()).toBe(1);

    stub.unread = 0;
    freshUnread.set(true);
    expect(freshUnread.get()).toBe(false);
    await waitFor(() => !dot(container), 'dot cleared');
    expect(counts()).toBe(2);

    stub.unread = 5;
    freshUnread.set(true);
    await waitFor(() => link(container).getAttribute('aria-label') === '我的消息（5条未读）', 'five unread');
    expect(counts()).toBe(3);
  });

  it('a freshUnread set while a request runs queues one more request', async () => {
    const gate = deferred<Reply>();
    stub.server.route(`GET ${COUNT}`, () => (counts() === 1 ? gate.promise : ok(4)));
    logIn();
    const { container } = await render(<UnreadBell refreshSeconds={0} />);
    await waitFor(() => counts() === 1, 'first request');
    freshUnread.set(true);
    freshUnread.set(true);
    gate.resolve(ok(1));
    await waitFor(() => link(container).getAttribute('aria-label') === '我的消息（4条未读）', 'second result');
    expect(counts()).toBe(2);
  });

  it('refreshes every refreshSeconds on the environment clock', async () => {
    stub.unread = 1;
    logIn();
    const { container } = await render(<UnreadBell refreshSeconds={30} />);
    await waitFor(() => !!dot(container), 'dot');
    expect(stub.env.clock.pending()).toBe(1);

    stub.env.clock.advance(29_999);
    await tick();
    expect(counts()).toBe(1);

    stub.unread = 0;
    stub.env.clock.advance(1);
    await waitFor(() => !dot(container), 'dot cleared by the interval');
    expect(counts()).toBe(2);

    stub.unread = 7;
    stub.env.clock.advance(30_000);
    await waitFor(() => link(container).getAttribute('aria-label') === '我的消息（7条未读）', 'third');
    expect(counts()).toBe(3);
  });

  it('defaults to a 60 second refresh; the data-* string "0" turns it off', async () => {
    logIn();
    const first = await render(<UnreadBell />);
    await waitFor(() => counts() === 1, 'first');
    stub.env.clock.advance(59_999);
    await tick();
    expect(counts()).toBe(1);
    stub.env.clock.advance(1);
    await waitFor(() => counts() === 2, 'after 60 s');
    first.unmount();

    await render(<UnreadBell refreshSeconds="0" />);
    await waitFor(() => counts() === 3, 'mount fetch');
    expect(stub.env.clock.pending()).toBe(0);
    stub.env.clock.advance(600_000);
    await tick();
    expect(counts()).toBe(3);
  });

  it('leaves no timer and no listener after unmount', async () => {
    logIn();
    const m = await render(<UnreadBell refreshSeconds={10} />);
    await waitFor(() => counts() === 1, 'first');
    expect(stub.env.clock.pending()).toBe(1);
    m.unmount();
    expect(stub.env.clock.pending()).toBe(0);
    stub.env.clock.advance(100_000);
    freshUnread.set(true);
    await tick();
    expect(counts()).toBe(1);
    expect(freshUnread.get()).toBe(true);
  });

  it('stops the interval and clears the dot on logout', async () => {
    stub.unread = 2;
    logIn();
    const { container } = await render(<UnreadBell refreshSeconds={10} />);
    await waitFor(() => !!dot(container), 'dot');
    clearSession();
    await tick();
    expect(isLogin.get()).toBe(false);
    expect(dot(container)).toBeNull();
    expect(unreadCount.get()).toBe(0);
    expect(stub.env.clock.pending()).toBe(0);
    expect(link(container).getAttribute('aria-label')).toBe('我的消息');
  });

  it('drops a count that arrives after logout', async () => {
    const gate = deferred<Reply>();
    stub.server.route(`GET ${COUNT}`, () => gate.promise);
    logIn();
    const { container } = await render(<UnreadBell />);
    await waitFor(() => counts() === 1, 'request');
    clearSession();
    gate.resolve(ok(9));
    await waitFor(() => stub.server.answered() === 1, 'late answer');
    for (let i = 0; i < 50; i++) await tick();
    expect(unreadCount.get()).toBe(0);
    expect(dot(container)).toBeNull();
  });

  it('bells on one page share one request and one interval (the shortest asked for)', async () => {
    stub.unread = 6;
    logIn();
    const a = await render(<UnreadBell refreshSeconds={60} />);
    const b = await render(<UnreadBell refreshSeconds={20} />);
    await waitFor(() => !!dot(a.container) && !!dot(b.container), 'both dots');
    expect(counts()).toBe(1);
    expect(stub.env.clock.pending()).toBe(1);
    stub.env.clock.advance(20_000);
    await waitFor(() => counts() === 2, 'interval of 20 s');
    b.unmount();
    expect(stub.env.clock.pending()).toBe(1);
    stub.env.clock.advance(59_999);
    await tick();
    expect(counts()).toBe(2);
    stub.env.clock.advance(1);
    await waitFor(() => counts() === 3, 'back to 60 s');
  });

  it('uses a custom messagesUrl, refuses javascript:, and mounts through mountUnreadBell', async () => {
    stub.unread = 1;
    logIn();
    const el = document.createElement('div');
    document.body.appendChild(el);
    const handle = mountUnreadBell(el, { messagesUrl: 'https://portal.example.com/inbox' });
    await waitFor(() => !!dot(el), 'dot');
    expect(link(el).getAttribute('href')).toBe('https://portal.example.com/inbox');
    handle.update({ messagesUrl: 'javascript:alert(1)' });
    await tick();
    expect(link(el).getAttribute('href')).toBe('/member/messages');
    handle.unmount();
    expect(stub.env.clock.pending()).toBe(0);
    el.remove();
  });

  it('watchUnread outside React follows the same rules', async () => {
    stub.unread = 3;
    logIn();
    const stop = watchUnread(5);
    await waitFor(() => unreadCount.get() === 3, 'count');
    stop();
    stop();
    expect(stub.env.clock.pending()).toBe(0);
  });
});

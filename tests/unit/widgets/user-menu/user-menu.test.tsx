import { describe, expect, it } from 'vitest';
import { loginDialog } from '#core/index.js';
import { getToken, isLogin, user } from '#core/session/index.js';
import { UnreadBell, unreadSettled } from '#widgets/unread-bell/index.js';
import { mountUserMenu, UserMenu } from '#widgets/user-menu/index.js';
import { key, ok, render, text, tick, waitFor } from '../course-list/harness.js';
import { logIn } from '../course-list/member.js';
import { COUNT, useUnreadStub } from '../unread-bell/unread-stub.js';

const stub = useUnreadStub({ routes: (server) => server.route('POST /api/v2/logout', ok([])), awaitAllAnswers: true });

const buttons = (root: ParentNode) => Array.from(root.querySelectorAll('button'));
const byText = (root: ParentNode, label: string) => buttons(root).find((b) => text(b) === label) as HTMLButtonElement;
const trigger = (root: ParentNode) => root.querySelector('button[aria-haspopup="menu"]') as HTMLButtonElement;
const menu = (root: ParentNode) => root.querySelector('[role="menu"]') as HTMLElement | null;
const items = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]'));

async function loggedInMenu(props: Parameters<typeof UserMenu>[0] = {}) {
  logIn();
  const m = await render(<UserMenu refreshSeconds={0} {...props} />);
  await waitFor(() => stub.server.calls(COUNT).length === 1, 'unread count');
  await unreadSettled();
  await tick();
  return m;
}

describe('UserMenu logged out', () => {
  it('shows 登录 and 注册, which open the shared dialog on the matching view', async () => {
    const { container } = await render(<UserMenu />);
    expect(buttons(container).map(text)).toEqual(['登录', '注册']);
    expect(trigger(container)).toBeNull();
    expect(stub.server.calls(COUNT)).toHaveLength(0);

    byText(container, '注册').click();
    await waitFor(() => loginDialog().$state.get().open, 'register open');
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'register' });
    loginDialog().close();
    byText(container, '登录').click();
    await waitFor(() => loginDialog().$state.get().open, 'login open');
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'login' });
    await waitFor(
      () => stub.server.calls('/api/v2/captcha/image').length === 2 && stub.server.answered() === 2,
      'captchas',
    );
  });

  it('makes 登录 a link to loginUrl whose plain click opens the dialog, a modified click left to the browser', async () => {
    const { container } = await render(<UserMenu loginUrl="/login?redirect=%2Fcourses" />);
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(text(link)).toBe('登录');
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fcourses');
    expect(buttons(container).map(text)).toEqual(['注册']);

    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    await waitFor(() => loginDialog().$state.get().open, 'login open');
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'login' });
    loginDialog().close();
    await waitFor(() => stub.server.answered() === stub.server.calls('/api/v2/captcha/image').length, 'captcha');
  });

  it('keeps 登录 a button when loginUrl is not a safe address', async () => {
    const { container } = await render(<UserMenu loginUrl="javascript:alert(1)" />);
    expect(container.querySelector('a')).toBeNull();
    expect(buttons(container).map(text)).toEqual(['登录', '注册']);
  });
});

describe('UserMenu logged in', () => {
  it('shows avatar and nick_name as a closed menu button', async () => {
    const { container } = await loggedInMenu();
    const button = trigger(container);
    expect(text(button)).toBe('小明同学');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/avatar.png');
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(menu(container)).toBeNull();
    expect(byText(container, '登录')).toBeUndefined();
  });

  it('opens on click with 用户中心, 我的消息 and 安全退出 at their default addresses', async () => {
    const { container } = await loggedInMenu();
    trigger(container).focus();
    trigger(container).click();
    await tick();
    expect(trigger(container).getAttribute('aria-expanded')).toBe('true');
    const list = menu(container) as HTMLElement;
    expect(trigger(container).getAttribute('aria-controls')).toBe(list.id);
    expect(list.getAttribute('aria-labelledby')).toBe(trigger(container).id);
    expect(items(container).map(text)).toEqual(['用户中心', '我的消息', '安全退出']);
    expect(items(container)[0].getAttribute('href')).toBe('/member');
    expect(items(container)[1].getAttribute('href')).toBe('/member/messages');
    expect(items(container)[1].querySelector('[data-testid="unread-dot"]')).toBeNull();
    // Opened by mouse: focus stays on the button.
    expect(document.activeElement).toBe(trigger(container));

    trigger(container).click();
    await tick();
    expect(menu(container)).toBeNull();
    expect(trigger(container).getAttribute('aria-expanded')).toBe('false');
  });

  it('uses memberUrl and messagesUrl, refusing javascript: links', async () => {
    const { container } = await loggedInMenu({
      memberUrl: 'https://portal.example.com/me',
      messagesUrl: 'javascript:alert(1)',
    });
    trigger(container).click();
    await tick();
    expect(items(container)[0].getAttribute('href')).toBe('https://portal.example.com/me');
    expect(items(container)[1].getAttribute('href')).toBe('/member/messages');
  });

  it('marks 我的消息 with the unread dot from the same shared count as the bell (one request)', async () => {
    stub.unread = 4;
    logIn();
    const { container } = await render(
      <>
        <UnreadBell refreshSeconds={0} />
        <UserMenu refreshSeconds={0} />
      </>,
    );
    await waitFor(() => container.querySelectorAll('[data-testid="unread-dot"]').length === 1, 'bell dot');
    expect(stub.server.calls(COUNT)).toHaveLength(1);
    expect(text(trigger(container))).toBe('小明同学（有未读消息）');
    trigger(container).click();
    await tick();
    const messages = items(container)[1];
    expect(messages.querySelector('[data-testid="unread-dot"]')).not.toBeNull();
    expect(messages.getAttribute('aria-label')).toBe('我的消息（4条未读）');
    expect(stub.server.calls(COUNT)).toHaveLength(1);
  });

  it('安全退出 calls the server, clears the session, toasts 已安全退出 and goes home after 500 ms', async () => {
    const { container } = await loggedInMenu();
    trigger(container).click();
    await tick();
    byText(container, '安全退出').click();
    await waitFor(() => !isLogin.get(), 'logged out');
    // Cleared at once; the request left with the token before that and reaches the server.
    await waitFor(() => stub.server.calls('/api/v2/logout').length > 0, 'told the server');
    const [call] = stub.server.calls('/api/v2/logout');
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer test-token');
    expect(user.get()).toBeNull();
    expect(getToken()).toBeNull();
    expect(stub.env.toasts).toContainEqual({ message: '已安全退出', kind: 'success' });
    expect(stub.env.navigations).toEqual([]);
    stub.env.clock.advance(499);
    expect(stub.env.navigations).toEqual([]);
    stub.env.clock.advance(1);
    expect(stub.env.navigations).toEqual([{ path: '/', replace: false }]);
    await tick();
    expect(buttons(container).map(text)).toEqual(['登录', '注册']);
  });

  it('still logs out locally when the server call fails', async () => {
    stub.server.route('POST /api/v2/logout', { status: 500, json: { message: 'down' } });
    const { container } = await loggedInMenu();
    trigger(container).click();
    await tick();
    byText(container, '安全退出').click();
    await waitFor(() => !isLogin.get(), 'logged out');
    expect(stub.env.toasts.map((t) => t.message)).toContain('已安全退出');
  });
});

describe('mountUserMenu', () => {
  it('follows the session while mounted, takes option updates and leaves nothing behind', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const handle = mountUserMenu(el, { memberUrl: '/me', refreshSeconds: 30 });
    await tick();
    expect(buttons(el).map(text)).toEqual(['登录', '注册']);
    logIn();
    await waitFor(() => !!trigger(el), 'member button');
    handle.update({ memberUrl: '/account' });
    await tick();
    trigger(el).click();
    await tick();
    expect(items(el)[0].getAttribute('href')).toBe('/account');
    expect(stub.env.clock.pending()).toBe(1);
    handle.unmount();
    expect(el.childElementCount).toBe(0);
    expect(stub.env.clock.pending()).toBe(0);
    el.remove();
  });
});

describe('UserMenu keyboard', () => {
  it('ArrowDown opens and focuses the first item; arrows move and wrap; Home/End jump', async () => {
    const { container } = await loggedInMenu();
    const button = trigger(container);
    button.focus();
    key(button, 'ArrowDown');
    await tick();
    const [center, messages, exit] = items(container);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(center);
    key(center, 'ArrowDown');
    expect(document.activeElement).toBe(messages);
    key(messages, 'ArrowDown');
    expect(document.activeElement).toBe(exit);
    key(exit, 'ArrowDown');
    expect(document.activeElement).toBe(center);
    key(center, 'ArrowUp');
    expect(document.activeElement).toBe(exit);
    key(exit, 'Home');
    expect(document.activeElement).toBe(center);
    key(center, 'End');
    expect(document.activeElement).toBe(exit);
  });

  it('Escape closes and returns focus to the button', async () => {
    const { container } = await loggedInMenu();
    const button = trigger(container);
    button.focus();
    key(button, 'Enter');
    await tick();
    expect(document.activeElement).toBe(items(container)[0]);
    key(items(container)[0], 'Escape');
    await tick();
    expect(menu(container)).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Space opens too, ArrowUp opens on the last item, and Tab closes', async () => {
    const { container } = await loggedInMenu();
    const button = trigger(container);
    button.focus();
    key(button, ' ');
    await tick();
    expect(document.activeElement).toBe(items(container)[0]);
    key(items(container)[0], 'Tab');
    await tick();
    expect(menu(container)).toBeNull();

    button.focus();
    key(button, 'ArrowUp');
    await tick();
    expect(document.activeElement).toBe(items(container)[2]);
    expect(text(items(container)[2])).toBe('安全退出');
  });

  it('Enter on 安全退出 logs out', async () => {
    const { container } = await loggedInMenu();
    trigger(container).focus();
    key(trigger(container), 'End');
    key(trigger(container), 'ArrowUp');
    await tick();
    const exit = document.activeElement as HTMLButtonElement;
    expect(text(exit)).toBe('安全退出');
    // A native button turns Enter into a click.
    exit.click();
    await waitFor(() => !isLogin.get(), 'logged out');
    await waitFor(() => stub.server.calls('/api/v2/logout').length > 0, 'told the server');
    expect(stub.server.calls('/api/v2/logout')).toHaveLength(1);
  });
});

describe('UserMenu click outside', () => {
  const pointerDown = (target: EventTarget) =>
    target.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));

  it('closes on a pointer press outside, not inside', async () => {
    const { container } = await loggedInMenu();
    trigger(container).click();
    await tick();
    pointerDown(items(container)[1]);
    await tick();
    expect(menu(container)).not.toBeNull();
    pointerDown(document.body);
    await tick();
    expect(menu(container)).toBeNull();
    expect(trigger(container).getAttribute('aria-expanded')).toBe('false');
  });
  // Shadow-root retargeting (why composedPath is used) is checked in Chromium by the e2e tests:
  // happy-dom does not retarget event.target at the document.
});

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createPortal } from 'react-dom';
import {
  browserEnvironment,
  configureEnvironment,
  env,
  onToast,
  recordingEnvironment,
  type RecordingEnvironment,
} from '#core/env/index.js';
import { clearSession, isLogin, loginUser, saveToken, sessionReady, user } from '#core/session/index.js';
import { loginDialog } from '#core/index.js';
import type { User } from '#core/member/index.js';
import { createMount, usePortalTarget } from '#widgets/runtime/mount.js';
import { sharedSheet } from '#widgets/embed/css-registry.js';
import type { MeeduApi } from '#widgets/embed/meedu-api.js';
import { createRuntime, type Runtime } from '#widgets/embed/create-runtime.js';
import { start, stop } from '#widgets/embed/runtime.js';
import type { ChunkModule, LoaderSettings, MountFunction, WidgetOptions } from '#widgets/embed/types.js';
import * as sessionChunk from '#widgets/embed/chunks/session.js';
import { takeEarlyToasts } from '#widgets/toast/early.js';
// Already evaluated, the runtime's lazy import() of them settles within a few ticks.
import '#core/app/login-dialog.js';
import '#core/app/logout.js';
import { tick } from '../../support/async.js';

const API = 'http://api.test';
const member = {
  id: 1,
  nick_name: '学员一号',
  avatar: 'https://api.test/a.png',
  is_bind_mobile: 1,
  is_face_verify: true,
} as unknown as User;

/** A stand-in widget that records what the runtime hands it. */
function fakeWidget(name: string) {
  const mounts: Array<{ el: HTMLElement; options: WidgetOptions; portal?: HTMLElement }> = [];
  const updates: WidgetOptions[] = [];
  let unmounted = 0;
  const mount: MountFunction = (el, options, context) => {
    el.textContent = name;
    mounts.push({ el, options, portal: context?.portal });
    return {
      update: (next: WidgetOptions) => void updates.push(next),
      unmount: () => {
        unmounted++;
        el.textContent = '';
      },
    };
  };
  return { mount, mounts, updates, unmounted: () => unmounted };
}

let widgets: Record<string, ReturnType<typeof fakeWidget>>;
let toasterSeen: string[];
let chunks: Record<string, ChunkModule>;
let load: ReturnType<typeof vi.fn<(name: string) => Promise<ChunkModule>>>;
let requests: string[];
let e: RecordingEnvironment;
let restoreEnv: () => void;
let runtime: Runtime | undefined;

async function settle(times = 3) {
  for (let i = 0; i < times; i++) await tick();
}

function boot(data: Record<string, string> = {}): MeeduApi {
  const settings: LoaderSettings = { base: 'https://cdn.test/embed/', data: { api: API, ...data }, nonce: 'n' };
  runtime = createRuntime(settings, load);
  return runtime.api;
}

function until(name: string, target: EventTarget = document): Promise<CustomEvent> {
  return new Promise((resolve) => target.addEventListener(name, (ev) => resolve(ev as CustomEvent), { once: true }));
}

beforeEach(() => {
  widgets = Object.fromEntries(
    ['course-list', 'unread-bell', 'user-menu', 'login-button', 'login-dialog'].map((n) => [n, fakeWidget(n)]),
  );
  toasterSeen = [];
  const toaster: MountFunction = () => {
    // Like the real toaster: it hears toasts from when it subscribes, and takes those kept before.
    const off = onToast((message) => void toasterSeen.push(message));
    const early = takeEarlyToasts();
    for (const [message] of early.toasts) toasterSeen.push(message);
    return {
      update() {},
      unmount: () => {
        off();
        early.release();
      },
    };
  };
  chunks = {
    'course-list': { widgets: { 'course-list': widgets['course-list'].mount } },
    'unread-bell': { widgets: { 'unread-bell': widgets['unread-bell'].mount } },
    'user-menu': { widgets: { 'user-menu': widgets['user-menu'].mount } },
    login: {
      widgets: { 'login-button': widgets['login-button'].mount, 'login-dialog': widgets['login-dialog'].mount },
    },
    toast: { widgets: { toaster } },
    session: sessionChunk as unknown as ChunkModule,
  };
  load = vi.fn((name: string) =>
    chunks[name] ? Promise.resolve(chunks[name]) : Promise.reject(new Error(`no chunk ${name}`)),
  );
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      const path = new URL(url).pathname;
      const body =
        path === '/api/v2/other/config'
          ? { code: 0, message: '', data: { webname: '示例', enabled_addons: [], socialites: {} } }
          : path === '/api/v2/member/detail'
            ? { code: 0, message: '', data: member }
            : { code: 0, message: '', data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  e = recordingEnvironment();
  // Core's real toast fan-out, so the runtime and the toaster hear toasts as in a browser.
  restoreEnv = configureEnvironment({ ...e, toast: browserEnvironment().toast });
  clearSession();
  sessionReady.set(false);
  document.body.innerHTML = '';
});

afterEach(() => {
  loginDialog().close();
  runtime?.dispose();
  runtime = undefined;
  restoreEnv();
  vi.unstubAllGlobals();
  delete window.Meedu;
  document.body.innerHTML = '';
});

describe('mounting placeholders', () => {
  it('mounts each placeholder into its own open shadow root that adopts the one shared sheet', async () => {
    document.body.innerHTML = `
      <div id="a" data-meedu-widget="course-list" data-page-size="8" data-paginate data-primary-color="#e4393c">加载中…</div>
      <span id="b" data-meedu-widget="unread-bell"></span>`;
    boot();
    await settle();
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(a.shadowRoot?.mode).toBe('open');
    expect(a.shadowRoot!.adoptedStyleSheets).toEqual([sharedSheet()]);
    expect(b.shadowRoot!.adoptedStyleSheets[0]).toBe(a.shadowRoot!.adoptedStyleSheets[0]);

    const [mounted] = widgets['course-list'].mounts;
    // Rendered inside the shadow root, never into the page's own DOM; the page's fallback text stays light DOM.
    expect(mounted.el.getRootNode()).toBe(a.shadowRoot);
    expect(mounted.el.getAttribute('data-meedu-root')).toBe('course-list');
    expect(mounted.portal?.getRootNode()).toBe(a.shadowRoot);
    expect(a.textContent).toBe('加载中…');
    expect(mounted.options).toEqual({ pageSize: '8', paginate: '' });
    // Theme attributes become the public custom properties on the host, not options.
    expect(a.style.getPropertyValue('--meedu-color-primary')).toBe('#e4393c');
    expect(widgets['unread-bell'].mounts).toHaveLength(1);
    // The bell shows the session, so its start-up chunk comes too.
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['course-list', 'session', 'unread-bell']);
  });

  it('points site links at data-site unless the placeholder sets its own', async () => {
    document.body.innerHTML = `
      <div data-meedu-widget="user-menu"></div>
      <div data-meedu-widget="course-list" data-course-url="/lesson/{id}"></div>`;
    boot({ site: 'https://learn.test/' });
    await settle();
    expect(widgets['user-menu'].mounts[0].options).toEqual({
      memberUrl: 'https://learn.test/member',
      messagesUrl: 'https://learn.test/member/messages',
    });
    // The list links each kind to its page under the site; its own course address still wins for courses.
    expect(widgets['course-list'].mounts[0].options).toEqual({ site: 'https://learn.test', courseUrl: '/lesson/{id}' });
  });

  it('mounts placeholders added later and unmounts removed ones; a moved one keeps its widget', async () => {
    boot();
    await settle();
    const later = document.createElement('section');
    later.innerHTML = '<div data-meedu-widget="course-list"></div><div data-meedu-widget="unread-bell"></div>';
    document.body.append(later);
    await settle();
    expect(widgets['course-list'].mounts).toHaveLength(1);
    expect(widgets['unread-bell'].mounts).toHaveLength(1);

    const list = later.firstElementChild as HTMLElement;
    const elsewhere = document.createElement('aside');
    document.body.append(elsewhere);
    elsewhere.append(list);
    await settle();
    expect(widgets['course-list'].unmounted()).toBe(0);
    expect(widgets['course-list'].mounts).toHaveLength(1);

    later.remove();
    await settle();
    expect(widgets['unread-bell'].unmounted()).toBe(1);
    list.remove();
    await settle();
    expect(widgets['course-list'].unmounted()).toBe(1);
    // Its container left the shadow root with it.
    expect(list.shadowRoot?.querySelector('[data-meedu-root]')).toBeNull();
  });

  it('a placeholder whose widget type attribute is set later mounts then', async () => {
    document.body.innerHTML = '<div id="x"></div>';
    boot();
    await settle();
    document.getElementById('x')!.setAttribute('data-meedu-widget', 'unread-bell');
    await settle();
    expect(widgets['unread-bell'].mounts).toHaveLength(1);
  });

  it('passes attribute changes to the widget; a removed attribute arrives as undefined', async () => {
    document.body.innerHTML = '<div id="a" data-meedu-widget="course-list" data-page-size="8" data-scene="free"></div>';
    boot();
    await settle();
    const a = document.getElementById('a')!;
    a.setAttribute('data-page-size', '4');
    await settle();
    expect(widgets['course-list'].updates.at(-1)).toEqual({ pageSize: '4', scene: 'free' });
    a.removeAttribute('data-scene');
    await settle();
    expect(widgets['course-list'].updates.at(-1)).toEqual({ pageSize: '4', scene: undefined });
  });

  it('changing data-meedu-widget replaces the widget', async () => {
    document.body.innerHTML = '<div id="a" data-meedu-widget="course-list"></div>';
    boot();
    await settle();
    document.getElementById('a')!.setAttribute('data-meedu-widget', 'unread-bell');
    await settle();
    expect(widgets['course-list'].unmounted()).toBe(1);
    expect(widgets['unread-bell'].mounts[0].el.getRootNode()).toBe(document.getElementById('a')!.shadowRoot);
  });

  it('reports an unknown widget type as meedu:error on the placeholder, loading nothing', async () => {
    document.body.innerHTML = '<div id="a" data-meedu-widget="course-lsit"></div>';
    const errors: CustomEvent[] = [];
    document.addEventListener('meedu:error', (ev) => errors.push(ev as CustomEvent));
    boot();
    await settle();
    expect(errors).toHaveLength(1);
    expect(errors[0].target).toBe(document.getElementById('a'));
    expect(errors[0].bubbles && errors[0].composed).toBe(true);
    expect(errors[0].detail).toEqual({ message: '未知的组件类型：course-lsit' });
    expect(load).not.toHaveBeenCalledWith('course-lsit');
  });

  it('says why a placeholder that cannot hold a shadow root gets no widget, loading nothing', async () => {
    document.body.innerHTML = '<button id="a" data-meedu-widget="course-list">课程</button>';
    const error = until('meedu:error', document.getElementById('a')!);
    boot();
    expect((await error).detail).toEqual({ message: '<button> 元素无法挂载组件，请改用 div 或 span' });
    expect(load).not.toHaveBeenCalledWith('course-list');
    expect(document.getElementById('a')!.textContent).toBe('课程');
    expect(e.logs).toContainEqual(['embed: <button> 元素无法挂载组件，请改用 div 或 span', '']);
  });

  it('keeps the placeholder content when a chunk cannot load, and says so with meedu:error', async () => {
    delete chunks['course-list'];
    document.body.innerHTML = '<div id="a" data-meedu-widget="course-list"><a href="/courses">全部课程</a></div>';
    const error = until('meedu:error');
    boot();
    expect((await error).detail).toEqual({ message: '组件加载失败' });
    expect(document.getElementById('a')!.shadowRoot).toBeNull();
  });

  it('renders a React widget with its portal target inside the same shadow root', async () => {
    function Popover({ label }: { label: string }) {
      const target = usePortalTarget();
      return target && createPortal(<p role="note">{label}</p>, target);
    }
    chunks['course-list'] = { widgets: { 'course-list': createMount(Popover) } };
    document.body.innerHTML = '<div id="a" data-meedu-widget="course-list" data-label="你好"></div>';
    boot();
    await settle(5);
    const root = document.getElementById('a')!.shadowRoot!;
    expect(root.querySelector('[data-meedu-portal] p[role="note"]')?.textContent).toBe('你好');
    expect(document.querySelector('p[role="note"]')).toBeNull();
  });
});

describe('JS API', () => {
  it('mounts an element with options that win over its attributes, updates and unmounts it', async () => {
    const api = boot();
    const el = document.createElement('div');
    el.setAttribute('data-page-size', '8');
    el.setAttribute('data-scene', 'free');
    document.body.append(el);
    const handle = await api.mount(el, 'course-list', { pageSize: 3 });
    expect(widgets['course-list'].mounts[0].options).toEqual({ pageSize: 3, scene: 'free' });
    handle.update({ scene: 'sub' });
    expect(widgets['course-list'].updates.at(-1)).toEqual({ pageSize: 3, scene: 'sub' });
    handle.unmount();
    expect(widgets['course-list'].unmounted()).toBe(1);
    // Mounting the same element twice reuses its shadow root.
    await api.mount(el, 'course-list');
    expect(widgets['course-list'].mounts).toHaveLength(2);
  });

  it('refuses an element that already has a shadow root of its own', async () => {
    const api = boot();
    const el = document.createElement('div');
    el.attachShadow({ mode: 'open' });
    document.body.append(el);
    await expect(api.mount(el, 'course-list')).rejects.toThrow('Shadow DOM');
    await expect(api.mount(el, 'nope' as never)).rejects.toThrow('未知的组件类型');
  });

  it('start() runs the queue in order, then replaces it with the API; later pushes run at once', async () => {
    const order: string[] = [];
    const el = document.createElement('div');
    document.body.append(el);
    const onLogin = vi.fn();
    window.Meedu = [
      ['on', 'login', onLogin],
      (api: MeeduApi) => order.push(`fn:${api.version}`),
      ['mount', el, 'unread-bell', { refreshSeconds: 0 }],
      ['open', 'register'],
      // What a page written without the types may push.
      ['bogus'] as never,
    ];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = start({ base: 'https://cdn.test/embed/', data: { api: API } }, load);
    runtime = { api, dispose: stop };
    expect(window.Meedu).toBe(api);
    expect(order).toEqual(['fn:1']);
    expect(errors).toHaveBeenCalledWith(
      '[meedu]',
      expect.objectContaining({ message: 'Meedu.push: 未知的命令 bogus' }),
    );
    await settle();
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'register' });
    expect(widgets['unread-bell'].mounts[0].options).toEqual({ refreshSeconds: 0 });
    api.push(['close']);
    await settle();
    expect(loginDialog().$state.get().open).toBe(false);
    // A second start (the tag twice) returns the running API.
    expect(start({ base: 'x', data: {} }, load)).toBe(api);
  });

  describe('a mount queued in <head>, before the page has been parsed', () => {
    let errors: MockInstance<Console['error']>;
    beforeEach(() => {
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      errors.mockClear();
    });
    afterEach(() => {
      delete (document as { readyState?: unknown }).readyState;
      errors.mockRestore();
    });
    /** The parser reaches the end of the page. */
    const parsedNow = () => {
      delete (document as { readyState?: unknown }).readyState;
      document.dispatchEvent(new Event('DOMContentLoaded'));
    };

    it('waits for the page to be parsed and mounts the element its selector finds', async () => {
      window.Meedu = [['mount', '#box', 'course-list', { pageSize: 4 }]];
      const api = start({ base: 'https://cdn.test/embed/', data: { api: API } }, load);
      runtime = { api, dispose: stop };
      await settle();
      expect(widgets['course-list'].mounts).toHaveLength(0);
      document.body.innerHTML = '<div id="box"></div>';
      parsedNow();
      await settle();
      expect(widgets['course-list'].mounts).toHaveLength(1);
      expect(widgets['course-list'].mounts[0].el.getRootNode()).toBe(document.getElementById('box')!.shadowRoot);
      expect(widgets['course-list'].mounts[0].options).toEqual({ pageSize: 4 });
      expect(errors).not.toHaveBeenCalled();
    });

    it('logs console.error naming the selector when the parsed page has no such element', async () => {
      const failures: CustomEvent[] = [];
      document.addEventListener('meedu:error', (ev) => failures.push(ev as CustomEvent));
      window.Meedu = [['mount', '#missing', 'course-list']];
      const api = start({ base: 'https://cdn.test/embed/', data: { api: API } }, load);
      runtime = { api, dispose: stop };
      parsedNow();
      await settle();
      expect(errors).toHaveBeenCalledWith('[meedu]', 'Meedu.mount: 找不到元素 #missing');
      expect(failures.map((f) => f.detail)).toEqual([{ message: 'Meedu.mount: 找不到元素 #missing' }]);
      expect(widgets['course-list'].mounts).toHaveLength(0);
    });

    it('logs console.error for an element looked up before it existed (null)', async () => {
      // Typed as it is, the queue would not take the null a lookup in <head> gives.
      window.Meedu = [['mount', document.getElementById('box') as HTMLElement, 'course-list']];
      const api = start({ base: 'https://cdn.test/embed/', data: { api: API } }, load);
      runtime = { api, dispose: stop };
      parsedNow();
      await settle();
      expect(errors).toHaveBeenCalledWith('[meedu]', 'Meedu.mount: 找不到元素 null');
      expect(widgets['course-list'].mounts).toHaveLength(0);
    });
  });

  it('exposes a read-only session view; reading it starts the session where nothing had', async () => {
    const api = boot();
    await settle();
    expect(load).not.toHaveBeenCalledWith('session');
    const ready = until('meedu:ready');
    expect(api.session.ready).toBe(false);
    await ready;
    expect(load.mock.calls.filter((c) => c[0] === 'session')).toHaveLength(1);
    expect(api.session).toMatchObject({ ready: true, isLogin: false, user: null });
    loginUser(member);
    expect(api.session.isLogin).toBe(true);
    const seen = api.session.user!;
    expect(seen.nick_name).toBe('学员一号');
    expect(Object.isFrozen(seen)).toBe(true);
    expect(user.get()).not.toBe(seen);
  });
});

describe('events', () => {
  it('meedu:ready carries the restored session, which is no login; a later login fires meedu:login', async () => {
    saveToken('token-1');
    document.body.innerHTML = '<div data-meedu-widget="user-menu"></div>';
    const ready = until('meedu:ready');
    const logins: unknown[] = [];
    document.addEventListener('meedu:login', (ev) => logins.push((ev as CustomEvent).detail));
    const api = boot();
    expect((await ready).detail).toEqual({ isLogin: true, user: member });
    expect(requests).toContain(`${API}/api/v2/member/detail`);
    expect(logins).toEqual([]);

    const seen: unknown[] = [];
    const listener = (detail: unknown) => seen.push(detail);
    api.on('logout', listener);
    clearSession();
    expect(seen).toEqual([{}]);
    api.off('logout', listener);
    loginUser(member);
    expect(logins).toEqual([{ user: member }]);
    clearSession();
    expect(seen).toHaveLength(1);
  });

  it('a QQ login_code exchanged at start-up is a login: meedu:login with the user, then meedu:ready', async () => {
    e.setLocation('/partner/page?login_code=qq-1&action=login');
    const order: Array<[string, unknown]> = [];
    for (const type of ['meedu:login', 'meedu:ready']) {
      document.addEventListener(type, (ev) => order.push([type, (ev as CustomEvent).detail]));
    }
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (new URL(url).pathname !== '/api/v3/auth/login/code') return answer(input, init);
      requests.push(url);
      return new Response(JSON.stringify({ code: 0, message: '', data: { success: 1, token: 'qq-token' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    document.body.innerHTML = '<span data-meedu-widget="login-button"></span>';
    const ready = until('meedu:ready');
    boot();
    await ready;
    expect(requests).toContain(`${API}/api/v3/auth/login/code`);
    expect(order).toEqual([
      ['meedu:login', { user: member }],
      ['meedu:ready', { isLogin: true, user: member }],
    ]);
    // The page stays as it is: no reload, no navigation.
    expect(e.reloads).toBe(0);
    expect(e.navigations).toEqual([]);
  });

  it('dispatches on the host of the widget the visitor used, bubbling and composed, once per login', async () => {
    document.body.innerHTML = '<div id="menu" data-meedu-widget="user-menu"></div>';
    const api = boot();
    await until('meedu:ready');
    const host = document.getElementById('menu')!;
    const inside = widgets['user-menu'].mounts[0].el;
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));

    const atHost = vi.fn();
    host.addEventListener('meedu:login', atHost);
    const viaApi = vi.fn();
    api.on('meedu:login', viaApi);
    api.on('login', viaApi);
    loginUser(member);
    expect(atHost).toHaveBeenCalledTimes(1);
    const event = atHost.mock.calls[0][0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({ user: member });
    expect(viaApi).toHaveBeenCalledTimes(1);
    expect(viaApi.mock.calls[0][0]).toEqual({ user: member });

    // Interacting with the page outside any widget: the next event goes to document.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const logout = until('meedu:logout');
    clearSession();
    expect((await logout).target).toBe(document);
  });

  it('every error toast is also meedu:error; toasts raised before the toaster loads are shown once it mounts', async () => {
    const api = boot();
    const errors: string[] = [];
    api.on('error', (detail) => errors.push(detail.message));
    env().toast('网络错误', 'error');
    env().toast('已安全退出', 'success');
    expect(errors).toEqual(['网络错误']);
    expect(toasterSeen).toEqual([]);
    await settle();
    expect(toasterSeen).toEqual(['网络错误', '已安全退出']);
    expect(errors).toEqual(['网络错误']);
    env().toast('请重新登录', 'error');
    expect(toasterSeen).toEqual(['网络错误', '已安全退出', '请重新登录']);
    expect(errors).toEqual(['网络错误', '请重新登录']);
    expect(load.mock.calls.filter((c) => c[0] === 'toast')).toHaveLength(1);
    expect(document.querySelectorAll('[data-meedu-widget="overlay"]')).toHaveLength(1);
  });
});

describe('the shared login dialog', () => {
  it('loads and mounts the dialog once, in an overlay shadow host on body, whoever opens it', async () => {
    document.body.innerHTML = '<span data-meedu-widget="login-button"></span>';
    const api = boot();
    await settle();
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['login', 'session']);
    expect(widgets['login-dialog'].mounts).toHaveLength(0);

    loginDialog().open('login');
    await settle();
    const overlay = document.querySelector<HTMLElement>('body > [data-meedu-widget="overlay"]')!;
    const [dialog] = widgets['login-dialog'].mounts;
    expect(dialog.el.getRootNode()).toBe(overlay.shadowRoot);
    expect(dialog.portal?.getRootNode()).toBe(overlay.shadowRoot);
    expect(overlay.shadowRoot!.adoptedStyleSheets).toContain(sharedSheet());

    loginDialog().close();
    await api.open('register');
    await settle();
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'register' });
    expect(widgets['login-dialog'].mounts).toHaveLength(1);
    // The overlay host is the runtime's own: never mistaken for a placeholder.
    expect(widgets['login-button'].mounts).toHaveLength(1);
  });
});

describe('loading the dialog machine only when something can open it', () => {
  it('a course-list-only page does not link to the dialog until the JS API (or a 401) asks for it', async () => {
    document.body.innerHTML = '<div data-meedu-widget="course-list"></div>';
    const api = boot();
    await settle();
    const state = loginDialog().$state as unknown as { lc: number };
    expect(state.lc).toBe(0);
    // Nor does it start the session: no start-up chunk, no config or member request.
    expect(load.mock.calls.map((c) => c[0])).toEqual(['course-list']);
    expect(requests).toEqual([]);
    await api.open();
    await settle();
    expect(state.lc).toBeGreaterThan(0);
    expect(widgets['login-dialog'].mounts).toHaveLength(1);
    // A login in the dialog needs what start-up learns (the server's config): it starts now.
    expect(load).toHaveBeenCalledWith('session');
    expect(requests).toContain(`${API}/api/v2/other/config`);
  });

  it('links when the visitor reaches for a bell or user menu, before their own click handler runs', async () => {
    document.body.innerHTML = '<span data-meedu-widget="unread-bell"></span><div data-meedu-widget="user-menu"></div>';
    boot();
    await settle();
    const state = loginDialog().$state as unknown as { lc: number };
    // Their chunks load core's dialog machine only on a click; nothing links before that.
    expect(state.lc).toBe(0);
    widgets['unread-bell'].mounts[0].el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle();
    expect(state.lc).toBeGreaterThan(0);
    loginDialog().open('login');
    await settle();
    expect(widgets['login-dialog'].mounts).toHaveLength(1);
  });

  it('links right after the login button loads (its chunk has the machine already)', async () => {
    document.body.innerHTML = '<span data-meedu-widget="login-button"></span>';
    boot();
    await settle();
    expect((loginDialog().$state as unknown as { lc: number }).lc).toBeGreaterThan(0);
  });
});

describe('environment on a host page', () => {
  it('never reloads or leaves the page: /login opens the dialog, / stays, site pages need data-site', async () => {
    boot();
    env().reload();
    expect(e.reloads).toBe(0);
    env().navigate('/login?redirect=%2Fmember');
    await settle();
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'login' });
    loginDialog().close();
    env().navigate('/', { replace: true });
    env().navigate('/face-check', { replace: true });
    expect(e.navigations).toEqual([]);
    expect(e.assigned).toEqual([]);
    expect(e.logs.at(-1)).toEqual(['embed: no data-site, navigation ignored', '/face-check']);
  });

  it('with data-site, pages only the site has open there', () => {
    boot({ site: 'https://learn.test' });
    env().navigate('/face-check', { replace: true });
    expect(e.assigned).toEqual(['https://learn.test/face-check']);
  });

  it('dispose removes the listeners Meedu.on added, including ones a page added, removed and added again', () => {
    const api = boot();
    const onError = vi.fn();
    const onAny = vi.fn();
    api.on('error', onError);
    api.off('error', onError);
    api.on('meedu:error', onError);
    api.on('error', onAny);
    api.on('logout', onAny);
    document.dispatchEvent(new CustomEvent('meedu:error', { detail: { message: 'x' } }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onAny).toHaveBeenCalledTimes(1);
    runtime!.dispose();
    runtime = undefined;
    document.dispatchEvent(new CustomEvent('meedu:error', { detail: { message: 'y' } }));
    document.dispatchEvent(new CustomEvent('meedu:logout', { detail: {} }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onAny).toHaveBeenCalledTimes(1);
  });

  it('sends API calls to data-api, and dispose restores what it changed', async () => {
    const api = boot();
    const ready = until('meedu:ready');
    void api.session.ready;
    await ready;
    expect(requests[0]).toBe(`${API}/api/v2/other/config`);
    runtime!.dispose();
    runtime = undefined;
    env().reload();
    expect(e.reloads).toBe(1);
  });
});

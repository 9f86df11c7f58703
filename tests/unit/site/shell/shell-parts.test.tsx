import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { configureEnvironment } from '#core/env/index.js';
import { ApiError, NETWORK_ERROR } from '#core/client/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';
import { loginDialog } from '#core/index.js';
import { clearSession, config, loginUser, setBindMobilePending, setFaceCheckPending } from '#core/session/index.js';
import { dismissNotice, notices, showNotice } from '#site/shell/alerts.js';
import { isChunkLoadError } from '#site/shell/app-error.js';
import { ErrorBoundary } from '#site/shell/error-boundary.js';
import { isSitePath } from '#site/routes.js';
import { siteNavigator } from '#site/shell/navigate.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, describeError, type LoadState } from '#widgets/ui/page-state.js';
import { StartupNotices } from '#site/shell/startup-notices.js';
import { LazyLoginDialog } from '#site/shell/lazy-login-dialog.js';
import { $loginWanted, openLogin } from '#core/app/open-login.js';
import { useRouteTitle, useTitle } from '#site/shell/title.js';
import { flush, render, site, unmountAll, useShellServer, waitFor, type Site } from './harness.js';
import { realData } from '../../../real-meedu.js';

useShellServer();
let s: Site;
beforeEach(() => {
  s = site('/');
});
afterEach(() => {
  unmountAll();
  clearSession();
  config.set(null);
  notices.set({ bindMobile: false, face: false });
  loginDialog().close();
  s.restore();
});

const state = <T,>(patch: Partial<LoadState<T>>): LoadState<T> => ({
  status: 'loading',
  data: undefined,
  error: undefined,
  reload: () => {},
  ...patch,
});

describe('PageState', () => {
  it('shows a skeleton announced as loading until there is data', async () => {
    const el = render(<PageState state={state<string>({})}>{(d) => <p>{d}</p>}</PageState>);
    await flush();
    const status = el.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('正在加载');
    expect(el.querySelector('p')).toBeNull();
  });

  it('keeps showing the last content while reloading', async () => {
    const el = render(<PageState state={state({ status: 'loading', data: '旧内容' })}>{(d) => <p>{d}</p>}</PageState>);
    await flush();
    expect(el.textContent).toBe('旧内容');
  });

  it('shows the error state with the reason and a 重试 that reloads', async () => {
    let reloads = 0;
    const error = new ApiError(NETWORK_ERROR, 'HTTP 500', 500);
    const el = render(
      <PageState state={state({ status: 'error', error, reload: () => reloads++ })} errorTitle="课程加载失败">
        {() => <p>content</p>}
      </PageState>,
    );
    await flush();
    const alert = el.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')!.textContent).toBe('课程加载失败');
    expect(alert.textContent).toContain('服务器暂时无法响应，请稍后重试。');
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')!;
    retry.click();
    expect(reloads).toBe(1);
  });

  it('a call the server does not have says so, without 重试 (asking again cannot help)', async () => {
    const missing = new ApiError(404, '路由不存在', 200);
    const root = render(
      <PageState state={state({ status: 'error', error: missing })} errorTitle="评论加载失败">
        {() => null}
      </PageState>,
    );
    await flush();
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('当前站点的服务器暂不提供此功能。');
    expect(root.querySelector('button')).toBeNull();
    // An old server's bare HTTP 404 on a v3 route is the same.
    expect(describeError(new ApiError(NETWORK_ERROR, 'x', 404))).toBe('当前站点的服务器暂不提供此功能。');
  });

  it('describes failures in the learner’s words', () => {
    expect(describeError(new ApiError(NETWORK_ERROR, 'fetch failed', 0))).toBe('网络连接异常，请检查网络后重试。');
    expect(describeError(new ApiError(1, '课程不存在', 200))).toBe('课程不存在');
    expect(describeError(new Error('x'))).toBe('加载失败，请稍后重试。');
  });
});

describe('document title', () => {
  function Page({ title }: { title: string | null }) {
    useTitle(title);
    return null;
  }
  function Route({ pageTitle }: { pageTitle: string | null }) {
    useRouteTitle('课程详情');
    return <Page title={pageTitle} />;
  }

  it('is "title - site name"; a page’s own title wins over the route’s while it is mounted', async () => {
    config.set({ webname: 'MeEdu' } as SystemConfig);
    let set!: (t: string | null) => void;
    function Harness() {
      const [t, setT] = useState<string | null>(null);
      set = setT;
      return <Route pageTitle={t} />;
    }
    render(<Harness />);
    await flush();
    expect(document.title).toBe('课程详情 - MeEdu');
    set('Vue 3 实战');
    await flush();
    expect(document.title).toBe('Vue 3 实战 - MeEdu');
    unmountAll();
    render(<Route pageTitle={null} />);
    await flush();
    expect(document.title).toBe('课程详情 - MeEdu');
  });

  it('takes the site name from `name`, which every release sends (webname went in 4.9.11)', async () => {
    config.set(realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config'));
    render(<Route pageTitle={null} />);
    await flush();
    expect(document.title).toBe('课程详情 - MeEdu 演示学堂');
  });
});

describe('ErrorBoundary', () => {
  function Boom(): never {
    throw new Error('render exploded');
  }

  it('shows the application error screen with 重新加载 and 返回首页, and clears on a new location', async () => {
    let setKey!: (k: string) => void;
    let setBroken!: (b: boolean) => void;
    function Harness() {
      const [key, k] = useState('/a');
      const [broken, b] = useState(true);
      setKey = k;
      setBroken = b;
      return <ErrorBoundary resetKey={key}>{broken ? <Boom /> : <p>fine</p>}</ErrorBoundary>;
    }
    // The boundary reports what it caught to the environment's log (checked below); React's root
    // would print it to the console as well unless told where caught errors go (preact has no such report).
    const el = render(<Harness />, { onCaughtError: () => {} });
    await flush();
    expect(el.querySelector('h1')!.textContent).toBe('页面出错了');
    expect(el.querySelector('a')!.getAttribute('href')).toBe('/');
    [...el.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!.click();
    expect(s.env.reloads).toBe(1);
    expect(s.env.logs.some((l) => l[0] === 'render failed')).toBe(true);
    setBroken(false);
    setKey('/b');
    await flush();
    expect(el.textContent).toBe('fine');
  });

  it('tells a failed chunk download from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('render exploded'))).toBe(false);
  });
});

describe('internal links and the site navigator', () => {
  it('follows a plain click on a same-origin link through core navigation; leaves the rest to the browser', async () => {
    const el = render(
      <>
        <Link href="/member">a</Link>
        <Link href="/courses?page=2#top">b</Link>
        <Link href="https://elsewhere.example/member">c</Link>
        <Link href="/member" target="_blank">
          d
        </Link>
        <Link href="/member" download="">
          e
        </Link>
        <Link href="/#main">f</Link>
      </>,
    );
    await flush();
    // Runs after the link's own handler: notes its verdict, then keeps the test page from really navigating.
    let routed = false;
    const stay = (e: Event) => {
      routed = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', stay);
    const click = (text: string, init: MouseEventInit = {}) => {
      const a = [...el.querySelectorAll('a')].find((x) => x.textContent === text)!;
      a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
      return routed;
    };
    expect(click('a')).toBe(true);
    expect(click('b')).toBe(true);
    expect(click('c')).toBe(false);
    expect(click('d')).toBe(false);
    expect(click('e')).toBe(false);
    expect(click('a', { ctrlKey: true })).toBe(false);
    window.removeEventListener('click', stay);
    expect(s.env.navigations.map((n) => n.path)).toEqual(['/member', '/courses?page=2#top']);
  });

  it('under a base path, shows the browser’s address and routes the site’s own path', async () => {
    onTestFinished(configureEnvironment({ base: '/learn' }));
    const el = render(
      <>
        <Link href="/courses?page=2">a</Link>
        <Link href="/">b</Link>
        <Link href={`${window.location.origin}/api/v2/other/config`}>c</Link>
      </>,
    );
    await flush();
    expect([...el.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/learn/courses?page=2',
      '/learn/',
      `${window.location.origin}/api/v2/other/config`,
    ]);
    let routed = false;
    const stay = (e: Event) => {
      routed = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', stay);
    const click = (text: string) => {
      const a = [...el.querySelectorAll('a')].find((x) => x.textContent === text)!;
      a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
      return routed;
    };
    expect([click('a'), click('b'), click('c')]).toEqual([true, true, false]);
    window.removeEventListener('click', stay);
    expect(s.env.navigations.map((n) => n.path)).toEqual(['/courses?page=2', '/']);
  });

  it('routes paths the site serves in-app and loads the server’s own pages for real', () => {
    const routed: string[] = [];
    const loaded: string[] = [];
    const go = siteNavigator(
      isSitePath,
      (to) => routed.push(to),
      (to) => loaded.push(to),
    );
    go('/courses?page=2');
    go('/courses/detail/3');
    go('/user/protocol');
    go('/api/v2/course/attach/1/download?token=x');
    expect(routed).toEqual(['/courses?page=2', '/courses/detail/3']);
    expect(loaded).toEqual(['/user/protocol', '/api/v2/course/attach/1/download?token=x']);
    expect(isSitePath('/courses/detail/')).toBe(false);
  });
});

describe('the login dialog, loaded when first opened', () => {
  afterEach(() => $loginWanted.set(false));

  const dialogOf = (el: HTMLElement) => el.ownerDocument.querySelector('[role="dialog"]');

  it('mounts nothing until something opens it, then the dialog openLogin asked for', async () => {
    const el = render(s.wrap(<LazyLoginDialog />));
    await flush();
    expect(dialogOf(el)).toBeNull();
    await openLogin('register');
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'register' });
    expect((await waitFor(() => dialogOf(el))).textContent).toContain('注册');
  });

  it('mounts it too when a page opens the shared machine directly', async () => {
    const el = render(s.wrap(<LazyLoginDialog />));
    await flush();
    loginDialog().open('login');
    expect($loginWanted.get()).toBe(true);
    await waitFor(() => dialogOf(el));
  });
});

describe('start-up notices', () => {
  const member = { id: 9, nick_name: '新同学', is_bind_mobile: 0, is_face_verify: false } as unknown as User;

  it('offers to bind a phone through the shared dialog while binding is pending', async () => {
    loginUser(member);
    setBindMobilePending(true);
    showNotice('bindMobile');
    const el = render(s.wrap(<StartupNotices />));
    await flush();
    const region = el.querySelector('section[aria-label="账号提醒"]')!;
    expect(region.textContent).toContain('还没有绑定手机号');
    [...region.querySelectorAll('button')].find((b) => b.textContent === '立即绑定')!.click();
    await flush();
    expect(loginDialog().$state.get()).toMatchObject({ open: true, view: 'bindNewMobile' });
    dismissNotice('bindMobile');
    await flush();
    expect(el.textContent).toBe('');
  });

  it('links to /face-check with the way back while face verification is pending', async () => {
    s.navigate('/courses/detail/3');
    loginUser(member);
    setFaceCheckPending(true);
    showNotice('face');
    const el = render(s.wrap(<StartupNotices />));
    await flush();
    expect(el.querySelector('a')!.getAttribute('href')).toBe('/face-check?redirect=%2Fcourses%2Fdetail%2F3');
    // Not on the page that does the step, and not once the step is done.
    s.navigate('/face-check');
    await flush();
    expect(el.textContent).toBe('');
    s.navigate('/');
    setFaceCheckPending(false);
    loginUser({ ...member, is_face_verify: true } as User);
    await flush();
    expect(el.textContent).toBe('');
  });

  it('shows nothing to a visitor', async () => {
    showNotice('bindMobile');
    showNotice('face');
    setBindMobilePending(true);
    const el = render(s.wrap(<StartupNotices />));
    await flush();
    expect(el.textContent).toBe('');
  });
});

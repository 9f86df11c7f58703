import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch, matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { clearSession, isLogin, loginUser, setBindMobilePending, setFaceCheckPending } from '#core/session/index.js';
import type { User } from '#core/member/index.js';
import { routes } from '#site/routes.js';
import { RouteGuard, guardTarget } from '#site/shell/route-guard.js';
import { flush, render, site, unmountAll, type Site } from './harness.js';

const member = { id: 1, nick_name: '小明同学', avatar: '', is_bind_mobile: 1, is_face_verify: true } as unknown as User;

let s: Site;
beforeEach(() => {
  s = site('/');
});
afterEach(() => {
  unmountAll();
  clearSession();
  s.restore();
});

describe('guardTarget', () => {
  const visit = { requiresLogin: true, pathname: '/member/orders', search: 'page=2&status=1', isLogin: false };

  it('sends a visitor to /login with the encoded path and query', () => {
    expect(guardTarget(visit)).toBe('/login?redirect=%2Fmember%2Forders%3Fpage%3D2%26status%3D1');
    expect(guardTarget({ ...visit, search: '' })).toBe('/login?redirect=%2Fmember%2Forders');
  });

  it('lets a member through and never guards a public route', () => {
    expect(guardTarget({ ...visit, isLogin: true })).toBeNull();
    setBindMobilePending(true);
    setFaceCheckPending(true);
    expect(guardTarget({ ...visit, requiresLogin: false })).toBeNull();
    expect(guardTarget({ ...visit, requiresLogin: false, isLogin: true })).toBeNull();
  });

  it('sends a member with a phone to bind to /bind-mobile, remembering where they were going', () => {
    setBindMobilePending(true);
    setFaceCheckPending(true);
    expect(guardTarget({ ...visit, isLogin: true })).toBe(
      '/bind-mobile?redirect=%2Fmember%2Forders%3Fpage%3D2%26status%3D1',
    );
  });

  it('sends a member with face verification pending to /face-check', () => {
    setFaceCheckPending(true);
    expect(guardTarget({ ...visit, isLogin: true, search: '' })).toBe('/face-check?redirect=%2Fmember%2Forders');
  });
});

describe('RouteGuard', () => {
  const renderMembersOnly = () =>
    render(
      s.wrap(
        <RouteGuard requiresLogin>
          <p>members only</p>
        </RouteGuard>,
      ),
    );

  it('replaces a login-required location with /login?redirect=… for a visitor and renders nothing of the page', async () => {
    s.navigate('/study-center?tab=2');
    const el = render(
      s.wrap(
        <Switch>
          <Route path="/study-center">
            <RouteGuard requiresLogin>
              <p>members only</p>
            </RouteGuard>
          </Route>
          <Route path="/login">
            <p>login page</p>
          </Route>
        </Switch>,
      ),
    );
    await flush();
    expect(el.textContent).toBe('login page');
    expect(s.env.navigations.at(-1)).toEqual({ path: '/login?redirect=%2Fstudy-center%3Ftab%3D2', replace: true });
    // Replaced, not pushed: Back does not return to the guarded page.
    expect(s.history).toEqual(['/', '/login?redirect=%2Fstudy-center%3Ftab%3D2']);
  });

  it('renders the page for a member and for anyone on a public route', async () => {
    loginUser(member);
    s.navigate('/study-center');
    const el = renderMembersOnly();
    await flush();
    expect(el.textContent).toBe('members only');
    clearSession();
    const pub = render(
      s.wrap(
        <RouteGuard requiresLogin={false}>
          <p>public</p>
        </RouteGuard>,
      ),
    );
    await flush();
    expect(pub.textContent).toBe('public');
    expect(s.env.navigations.map((n) => n.path)).toEqual(['/study-center']);
  });

  it('waits out the logout delay when the member logs out on the page, then redirects if still there', async () => {
    loginUser(member);
    s.navigate('/member');
    const el = renderMembersOnly();
    await flush();
    clearSession();
    await flush();
    expect(el.textContent).not.toContain('members only');
    s.env.clock.advance(500);
    expect(s.location()).toBe('/member');
    s.env.clock.advance(100);
    await flush();
    expect(s.location()).toBe('/login?redirect=%2Fmember');
  });

  it('does not redirect after a logout that already took the visitor home', async () => {
    loginUser(member);
    s.navigate('/member');
    renderMembersOnly();
    await flush();
    clearSession();
    await flush();
    // What logout itself does after 500 ms; the guard is then no longer on a guarded page.
    s.navigate('/');
    unmountAll();
    s.env.clock.advance(1000);
    expect(s.location()).toBe('/');
  });

  it('re-evaluates when the session changes: logging in on a guarded page needs no navigation', async () => {
    setBindMobilePending(true);
    s.navigate('/order?goods_id=3');
    loginUser(member);
    renderMembersOnly();
    await flush();
    expect(s.location()).toBe('/bind-mobile?redirect=%2Forder%3Fgoods_id%3D3');
  });
});

/** Spec section 2: every path of the route table, by guard. */
const SPEC_LOGIN_REQUIRED = [
  '/courses/video/:courseId',
  '/exam/papers/detail/:courseId',
  '/exam/mockpaper/detail/:courseId',
  '/exam/practice/detail/:courseId',
  '/member',
  '/member/messages',
  '/member/orders',
  '/member/paper',
  '/member/mockpaper',
  '/member/practice',
  '/member/questions',
  '/member/code-exchanger',
  '/member/credit1-free',
  '/member/credit1-records',
  '/member/certs',
  '/order',
  '/order/pay',
  '/order/success',
  '/share',
  '/study-center',
  '/book/read/:courseId',
  '/live/video/:courseId',
  '/exam/papers/play',
  '/exam/mockpaper/play',
  '/exam/practice/play',
  '/exam/wrongbook/play',
  '/exam/collection/play',
];
const SPEC_PUBLIC = [
  '/',
  '/login',
  '/login/callback',
  '/courses',
  '/courses/detail/:courseId',
  '/live',
  '/live/detail/:courseId',
  '/announcement',
  '/announcement/:id',
  '/exam',
  '/exam/papers',
  '/exam/mockpaper',
  '/exam/practice',
  '/exam/wrongbook',
  '/exam/collection',
  '/vip',
  '/search',
  '/topic',
  '/topic/detail/:courseId',
  '/book',
  '/book/detail/:courseId',
  '/learnPath',
  '/learnPath/detail/:courseId',
  '/error',
  '/wenda',
  '/wenda/detail/:courseId',
  '/face-check',
  '/bind-mobile',
];
const SPEC_LAYOUT: Record<string, string> = { '/login': 'header', '/book/read/:courseId': 'footer' };
const BARE = [
  '/live/video/:courseId',
  '/exam/papers/play',
  '/exam/mockpaper/play',
  '/exam/practice/play',
  '/exam/wrongbook/play',
  '/exam/collection/play',
];

const sample = (path: string) => path.replace(/:\w+/g, '7');

describe('the route table', () => {
  it('lists only routes the spec knows, each once, with a title and a lazy page', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const def of routes) {
      expect([...SPEC_LOGIN_REQUIRED, ...SPEC_PUBLIC]).toContain(def.path);
      expect(def.title.trim()).not.toBe('');
      expect(typeof def.page).toBe('function');
    }
  });

  it('guards exactly the spec’s login-required routes, with the spec’s layouts', () => {
    for (const def of routes) {
      expect(def.requiresLogin, def.path).toBe(SPEC_LOGIN_REQUIRED.includes(def.path));
      const layout = SPEC_LAYOUT[def.path] ?? (BARE.includes(def.path) ? 'bare' : 'A');
      expect(def.layout, def.path).toBe(layout);
    }
  });

  it('redirects a visitor on every guarded route and nobody on a public one', () => {
    for (const def of routes) {
      const pathname = sample(def.path);
      expect(matchRoute(parse, def.path, pathname)[0]).toBe(true);
      const target = guardTarget({ requiresLogin: def.requiresLogin, pathname, search: 'x=1', isLogin: false });
      expect(target, def.path).toBe(
        def.requiresLogin ? `/login?redirect=${encodeURIComponent(`${pathname}?x=1`)}` : null,
      );
    }
  });

  // Transforming every page module (and its styles) takes seconds on a busy machine.
  it('has a page module behind every route that renders a component', { timeout: 30_000 }, async () => {
    for (const def of routes) {
      const mod = await def.page();
      expect(typeof mod.default, def.path).toBe('function');
    }
  });
});

it('the session store the guard follows starts logged out', () => {
  expect(isLogin.get()).toBe(false);
});

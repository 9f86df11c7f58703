import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../src/core/api/types.js';
import { DEFAULT_SWITCHES } from '../../../../src/core/features/index.js';
import { clearSession, configFunc, loginUser, sessionReady } from '../../../../src/core/session/index.js';
import { App } from '../../../../src/site/app.js';
import { examBranch, memberBranch, type RouteDef } from '../../../../src/site/routes.js';
import { flush, render, site, unmountAll, waitFor, type Site } from './harness.js';

const member = { id: 1, nick_name: '小明同学', avatar: '', is_bind_mobile: 1, is_face_verify: true } as unknown as User;

/** Pages planted in the two branches for these tests only (the branches' own routes are set aside meanwhile). */
const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });
const planted: Array<[RouteDef[], RouteDef]> = [
  [
    memberBranch.routes,
    {
      path: '/',
      layout: 'A',
      requiresLogin: true,
      title: '用户中心',
      page: page('资料页'),
      nav: { label: '我的资料' },
    },
  ],
  [
    memberBranch.routes,
    {
      path: '/orders',
      layout: 'A',
      requiresLogin: true,
      title: '我的订单',
      page: page('订单页'),
      nav: { label: '我的订单' },
    },
  ],
  [
    memberBranch.routes,
    {
      path: '/questions',
      layout: 'A',
      requiresLogin: true,
      title: '我的问答',
      page: page('问答页'),
      nav: { label: '我的问答', feature: 'wenda' },
    },
  ],
  [
    examBranch.routes,
    {
      path: '/papers',
      layout: 'A',
      requiresLogin: false,
      title: '试卷',
      page: page('试卷列表'),
      nav: { label: '试卷' },
    },
  ],
  [
    examBranch.routes,
    { path: '/papers/detail/:courseId', layout: 'A', requiresLogin: true, title: '试卷详情', page: page('试卷详情页') },
  ],
];

const own = new Map<RouteDef[], RouteDef[]>();
beforeAll(() => {
  for (const list of [memberBranch.routes, examBranch.routes]) own.set(list, list.splice(0));
  planted.forEach(([list, def]) => list.push(def));
});
afterAll(() => {
  for (const [list, routes] of own) list.splice(0, list.length, ...routes);
});

let s: Site;
const at = (path: string) => {
  s = site(path);
  sessionReady.set(true);
  return render(s.wrap(<App />));
};
beforeEach(() => configFunc.set({ ...DEFAULT_SWITCHES }));
afterEach(() => {
  unmountAll();
  clearSession();
  sessionReady.set(false);
  s.restore();
});

const sidebar = (el: HTMLElement) => el.querySelector('nav[aria-label="用户中心"]');
const labels = (nav: Element | null) => [...(nav?.querySelectorAll('a') ?? [])].map((a) => a.textContent);

describe('route branches', () => {
  it('guards the whole member centre once, redirecting a visitor with the full path', async () => {
    at('/member/orders?page=2');
    await waitFor(() => s.env.navigations.length > 0);
    expect(s.env.navigations[0]).toEqual({ path: '/login?redirect=%2Fmember%2Forders%3Fpage%3D2', replace: true });
  });

  it('shows a member the sidebar around the page, entries by switch, the current one marked', async () => {
    loginUser(member);
    const el = at('/member/orders');
    await waitFor(() => el.querySelector('h1')?.textContent === '订单页');
    expect(labels(sidebar(el))).toEqual(['我的资料', '我的订单']);
    expect(sidebar(el)!.querySelector('[aria-current="page"]')?.textContent).toBe('我的订单');
    configFunc.set({ ...DEFAULT_SWITCHES, wenda: true });
    await flush();
    expect(labels(sidebar(el))).toEqual(['我的资料', '我的订单', '我的问答']);
  });

  it('keeps the shell mounted while moving between its pages', async () => {
    loginUser(member);
    const el = at('/member');
    await waitFor(() => el.querySelector('h1')?.textContent === '资料页');
    const nav = sidebar(el);
    s.navigate('/member/orders');
    await waitFor(() => el.querySelector('h1')?.textContent === '订单页');
    expect(sidebar(el)).toBe(nav);
  });

  it('answers an unknown path inside a branch with the not-found page, inside the shell', async () => {
    loginUser(member);
    const el = at('/member/nothing-here');
    await waitFor(() => el.textContent?.includes('页面不存在') || el.textContent?.includes('找不到'));
    expect(sidebar(el)).not.toBeNull();
  });

  it('lets a public branch guard one of its routes for itself', async () => {
    const el = at('/exam/papers');
    await waitFor(() => el.querySelector('h1')?.textContent === '试卷列表');
    expect(s.env.navigations).toEqual([]);
    s.navigate('/exam/papers/detail/3');
    await waitFor(() => s.env.navigations.some((n) => n.path.startsWith('/login')));
    expect(s.env.navigations.at(-1)).toEqual({ path: '/login?redirect=%2Fexam%2Fpapers%2Fdetail%2F3', replace: true });
  });
});

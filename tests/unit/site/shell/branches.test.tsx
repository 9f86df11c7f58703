import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#core/member/index.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import { clearSession, configFunc, loginUser, sessionReady } from '#core/session/index.js';
import { App } from '#site/app.js';
import { examBranch, memberBranch } from '#site/routes.js';
import type { RouteDef } from '#site/route-def.js';
import { flush, render, site, unmountAll, useShellServer, waitFor, type Site } from './harness.js';

const member = { id: 1, nick_name: '小明同学', avatar: '', is_bind_mobile: 1, is_face_verify: true } as unknown as User;

/**
 * Pages planted in the two branches for these tests only, ahead of the routes the branches ship
 * with and under paths of their own, so the tests do not depend on which real pages exist.
 */
const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });
const planted: Array<[RouteDef[], RouteDef]> = [
  [
    memberBranch.routes,
    {
      path: '/planted-a',
      layout: 'A',
      requiresLogin: true,
      title: '甲',
      page: page('甲页'),
      nav: { label: '甲入口' },
    },
  ],
  [
    memberBranch.routes,
    {
      path: '/planted-b',
      layout: 'A',
      requiresLogin: true,
      title: '乙',
      page: page('乙页'),
      nav: { label: '乙入口', feature: 'wenda' },
    },
  ],
  [
    examBranch.routes,
    {
      path: '/planted-papers',
      layout: 'A',
      requiresLogin: false,
      title: '试卷',
      page: page('试卷列表'),
      nav: { label: '试卷甲' },
    },
  ],
  [
    examBranch.routes,
    {
      path: '/planted-papers/detail/:courseId',
      layout: 'A',
      requiresLogin: true,
      title: '试卷详情',
      page: page('试卷详情页'),
    },
  ],
];

beforeAll(() => {
  const at = new Map<RouteDef[], number>();
  for (const [list, def] of planted) {
    const n = at.get(list) ?? 0;
    list.splice(n, 0, def);
    at.set(list, n + 1);
  }
});
afterAll(() => planted.forEach(([list, def]) => list.splice(list.indexOf(def), 1)));

useShellServer();
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
    const el = at('/member/planted-a');
    await waitFor(() => el.querySelector('h1')?.textContent === '甲页');
    const plantedLabels = () => labels(sidebar(el)).filter((l) => l === '甲入口' || l === '乙入口');
    expect(plantedLabels()).toEqual(['甲入口']);
    expect(sidebar(el)!.querySelector('[aria-current="page"]')?.textContent).toBe('甲入口');
    configFunc.set({ ...DEFAULT_SWITCHES, wenda: true });
    await flush();
    expect(plantedLabels()).toEqual(['甲入口', '乙入口']);
  });

  it('keeps the shell mounted while moving between its pages', async () => {
    loginUser(member);
    configFunc.set({ ...DEFAULT_SWITCHES, wenda: true });
    const el = at('/member/planted-a');
    await waitFor(() => el.querySelector('h1')?.textContent === '甲页');
    const nav = sidebar(el);
    s.navigate('/member/planted-b');
    await waitFor(() => el.querySelector('h1')?.textContent === '乙页');
    expect(sidebar(el)).toBe(nav);
  });

  it('answers an unknown path inside a branch with the not-found page, inside the shell', async () => {
    loginUser(member);
    const el = at('/member/nothing-here');
    await waitFor(() => el.textContent?.includes('页面不存在') || el.textContent?.includes('找不到'));
    expect(sidebar(el)).not.toBeNull();
  });

  it('lets a public branch guard one of its routes for itself', async () => {
    const el = at('/exam/planted-papers');
    await waitFor(() => el.querySelector('h1')?.textContent === '试卷列表');
    expect(s.env.navigations).toEqual([]);
    s.navigate('/exam/planted-papers/detail/3');
    await waitFor(() => s.env.navigations.some((n) => n.path.startsWith('/login')));
    expect(s.env.navigations.at(-1)).toEqual({
      path: '/login?redirect=%2Fexam%2Fplanted-papers%2Fdetail%2F3',
      replace: true,
    });
  });
});

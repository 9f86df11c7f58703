import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '#core/site/index.js';
import { NavMenu } from '#site/layouts/nav-menu.js';
import { enabledNavs } from '#site/layouts/nav-features.js';
import { SiteHeader } from '#site/layouts/site-header.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import { configFunc, navs as navStore, setConfig } from '#core/session/index.js';
import { selectNav } from '#site/layouts/nav-select.js';
import { ServerLink } from '#site/shell/links.js';
import { flush, render, site, unmountAll, type Site } from './harness.js';

const item = (id: number, name: string, url: string, patch: Partial<NavItem> = {}): NavItem => ({
  id,
  sort: id,
  name,
  url,
  active_routes: '',
  platform: 'PC',
  parent_id: 0,
  blank: 0,
  children: [],
  ...patch,
});

const navs: NavItem[] = [
  item(1, '首页', '/'),
  item(2, '全部课程', '/courses', { active_routes: '/courses,/courses/detail,/courses/video' }),
  item(3, '考试练习', '/exam', {
    children: [
      item(31, '在线考试', '/exam/papers', { parent_id: 3 }),
      item(32, '练习', '/exam/practice', { parent_id: 3 }),
    ],
  }),
  item(4, '官网', 'https://www.meedu.vip/', { blank: 1 }),
  item(5, '坏链接', 'javascript:alert(1)'),
];

describe('selectNav', () => {
  it('selects by the longest matching path prefix; / only on the home page', () => {
    expect(selectNav(navs, '/')).toEqual({ top: 0, child: -1 });
    expect(selectNav(navs, '/courses')).toEqual({ top: 1, child: -1 });
    expect(selectNav(navs, '/courses/detail/3')).toEqual({ top: 1, child: -1 });
    expect(selectNav(navs, '/coursesx')).toEqual({ top: -1, child: -1 });
    expect(selectNav(navs, '/member')).toEqual({ top: -1, child: -1 });
  });

  it('selects a child (and so its parent) over the parent’s own prefix', () => {
    expect(selectNav(navs, '/exam')).toEqual({ top: 2, child: -1 });
    expect(selectNav(navs, '/exam/papers/detail/9')).toEqual({ top: 2, child: 0 });
    expect(selectNav(navs, '/exam/practice')).toEqual({ top: 2, child: 1 });
  });

  it('ignores absolute and unsafe addresses and odd active_routes', () => {
    const odd = [
      item(1, 'x', 'https://example.com/courses'),
      item(2, 'y', 'javascript:void 0', { active_routes: '//evil.com, /y ,' }),
    ];
    expect(selectNav(odd, '/courses')).toEqual({ top: -1, child: -1 });
    expect(selectNav(odd, '/y/1')).toEqual({ top: 1, child: -1 });
  });
});

let s: Site;
beforeEach(() => {
  s = site('/exam/papers');
});
afterEach(() => {
  unmountAll();
  s.restore();
});

describe('ServerLink', () => {
  it('renders only http(s) addresses and site paths as links', async () => {
    const el = render(
      s.wrap(
        <>
          <ServerLink url="https://a.example/" blank={0}>
            same
          </ServerLink>
          <ServerLink url="https://b.example/" blank={1}>
            new
          </ServerLink>
          <ServerLink url="http://c.example/">friend</ServerLink>
          <ServerLink url="/courses" blank={1}>
            path
          </ServerLink>
          <ServerLink url="javascript:alert(1)">js</ServerLink>
          <ServerLink url="data:text/html,x">data</ServerLink>
          <ServerLink url="//evil.com">proto</ServerLink>
          <ServerLink url="">empty</ServerLink>
        </>,
      ),
    );
    await flush();
    const links = [...el.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['same', 'https://a.example/', null, null],
      ['new（在新窗口打开）', 'https://b.example/', '_blank', 'noopener noreferrer'],
      ['friend（在新窗口打开）', 'http://c.example/', '_blank', 'noopener noreferrer'],
      ['path', '/courses', null, null],
    ]);
    expect(el.textContent).toContain('js');
    expect(el.textContent).toContain('proto');
  });

  it('routes a site path in-app', async () => {
    const el = render(s.wrap(<ServerLink url="/courses">课程</ServerLink>));
    await flush();
    el.querySelector('a')!.click();
    await flush();
    expect(s.location()).toBe('/courses');
  });
});

describe('NavMenu', () => {
  it('marks the current item, keeps unsafe entries as text and opens children with the disclosure button', async () => {
    const el = render(s.wrap(<NavMenu items={navs} pathname="/exam/papers" />));
    await flush();
    expect([...el.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent)).toEqual(['在线考试']);
    expect([...el.querySelectorAll('a')].some((a) => a.textContent === '坏链接')).toBe(false);
    expect(el.textContent).toContain('坏链接');
    const toggle = el.querySelector<HTMLButtonElement>('button[aria-label="考试练习 子菜单"]')!;
    const list = el.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hasAttribute('hidden')).toBe(true);
    toggle.click();
    await flush();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hasAttribute('hidden')).toBe(false);
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await flush();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('nav items of a switched-off feature', () => {
  const server = [
    item(1, '首页', '/'),
    item(2, 'VIP会员', '/vip'),
    item(3, '直播课', '/live'),
    item(4, '考试练习', '', {
      children: [
        item(41, '模拟考试', '/exam/mockpaper', { parent_id: 4 }),
        item(42, '练习', '/exam/practice', { parent_id: 4 }),
      ],
    }),
    item(5, '电子书', 'https://books.example/book'),
    item(6, '学习路径', '/learnPath'),
  ];
  const names = (list: NavItem[]) => list.map((i) => [i.name, ...(i.children ?? []).map((c) => c.name)]);

  it('are left out: VIP off by the build or by disable_vip, an addon not enabled; a parent with nothing left goes', () => {
    const off = { ...DEFAULT_SWITCHES, vip: false, live: false, mockPaper: false, practice: true };
    expect(names(enabledNavs(server, off, null))).toEqual([['首页'], ['考试练习', '练习'], ['电子书'], ['学习路径']]);
    const on = { ...DEFAULT_SWITCHES, live: true, mockPaper: true, practice: true };
    expect(names(enabledNavs(server, on, null))).toHaveLength(6);
    expect(names(enabledNavs(server, on, { disable_vip: 1 } as never)).map((n) => n[0])).not.toContain('VIP会员');
    expect(names(enabledNavs(server, { ...on, mockPaper: false, practice: false }, null)).map((n) => n[0])).toEqual([
      '首页',
      'VIP会员',
      '直播课',
      '电子书',
      '学习路径',
    ]);
  });

  it('the header shows no VIP会员 anywhere when the build turns VIP off', async () => {
    setConfig({ enabled_addons: [], navs: server } as never, { vipDisabledByBuild: true });
    navStore.set(server);
    try {
      const el = render(s.wrap(<SiteHeader />));
      await flush();
      const labels = [...el.querySelectorAll('a, button')].map((a) => a.textContent);
      expect(labels).not.toContain('VIP会员');
      expect(labels).toContain('首页');
    } finally {
      navStore.set([]);
      configFunc.set({ ...DEFAULT_SWITCHES });
    }
  });
});

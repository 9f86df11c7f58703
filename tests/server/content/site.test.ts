import { describe, expect, it } from 'vitest';
import { api, apiData, serverForFile, startTestServer, type TestServer } from '../helpers.js';
import { expectKeys, ISO } from './support.js';

let s: TestServer;
serverForFile((server) => (s = server));

const ALL_ADDONS = [
  'Zhibo',
  'MeeduBooks',
  'MeeduTopics',
  'Paper',
  'Wenda',
  'MultiLevelShare',
  'CodeExchanger',
  'Snapshot',
  'DaySignIn',
  'TuanGou',
  'MiaoSha',
  'Cert',
  'Credit1Mall',
  'LearnPaths',
  'templateOne',
];

describe('GET /api/v2/other/config', () => {
  it('has every field with the contract types', async () => {
    const res = await api(s, '/api/v2/other/config');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(0);
    expect(res.json.message).toBe('');
    const d = res.json.data;
    expectKeys(d, [
      'webname',
      'name',
      'logo',
      'url',
      'pc_url',
      'h5_url',
      'icp',
      'icp_link',
      'icp2',
      'icp2_link',
      'user_protocol',
      'user_private_protocol',
      'aboutus',
      'player',
      'member',
      'socialites',
      'credit1_reward',
      'enabled_addons',
      'sliders',
      'navs',
      'links',
    ]);
    expect(d.webname).toBe(d.name);
    expectKeys(d.logo, ['logo', 'white_logo']);
    expect(d.logo.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/site\/logo\.svg$/);
    expect(d.url).toBe(s.url.replace(/\/$/, ''));
    // By default the PC address is the server's own and H5 is its stand-in page.
    expect(d.pc_url).toBe(d.url);
    expect(d.h5_url).toBe(`${d.url}/h5`);
    expect(d.icp).toContain('ICP备');
    expect(d.icp_link).toMatch(/^https:\/\//);
    expect(d.icp2).toContain('公网安备');
    expect(d.icp2_link).toMatch(/^https:\/\//);
    expect(d.user_protocol).toBe(`${d.url}/user/protocol`);
    expect(d.user_private_protocol).toBe(`${d.url}/user/private_protocol`);
    expect(d.aboutus).toBe(`${d.url}/aboutus`);
    // DB-sourced player values are strings (quirk 7).
    expect(d.player.cover).toBeTypeOf('string');
    expect(d.player.enabled_bullet_secret).toBe('0');
    expect(d.player.bullet_secret).toEqual({ size: '14', color: 'red', opacity: '1', text: '${mobile}' });
    expect(d.member).toEqual({ enabled_mobile_bind_alert: 0, enabled_face_verify: false });
    expect(d.socialites).toEqual({ qq: 1, wechat_scan: 1, wechat_oauth: 0 });
    expect(d.credit1_reward).toEqual({ register: 100, watched_vod_course: 50, watched_video: 10, paid_order: '0.1' });
    expect(d.enabled_addons).toEqual(ALL_ADDONS);
    expect(d.sliders.length).toBeGreaterThan(0);
    for (const sl of d.sliders) {
      expectKeys(sl, ['id', 'thumb', 'sort', 'url', 'platform', 'created_at', 'updated_at', 'deleted_at']);
      expect(sl.platform).toBe('PC');
      expect(sl.deleted_at).toBeNull();
      expect(sl.created_at).toMatch(ISO);
      expect(sl.thumb).toMatch(/^http:\/\//);
    }
    expect(d.navs.map((n: { name: string }) => n.name)).toContain('全部课程');
    expect(d.links.length).toBeGreaterThanOrEqual(4);
  });

  it('the protocol and about pages it links to are served', async () => {
    const d = await apiData(s, '/api/v2/other/config');
    for (const [url, title] of [
      [d.user_protocol, '用户协议'],
      [d.user_private_protocol, '隐私政策'],
      [d.aboutus, '关于我们'],
    ]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain(`<h1>${title}</h1>`);
    }
    const logo = await fetch(d.logo.logo);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('config rows can be flipped through the development endpoint, and reset with null', async () => {
    const put = await api(s, '/__dev/config', {
      method: 'PUT',
      body: {
        h5_url: 'https://m.example.com/',
        'member.enabled_face_verify': true,
        'member.enabled_mobile_bind_alert': 1,
        disable_vip: '1',
        'socialites.qq': '0',
      },
    });
    expect(put.json).toEqual({ code: 0, message: '', data: [] });
    const d = await apiData(s, '/api/v2/other/config');
    expect(d.h5_url).toBe('https://m.example.com');
    expect(d.member).toEqual({ enabled_mobile_bind_alert: 1, enabled_face_verify: true });
    expect(d.disable_vip).toBe(1);
    expect(d.socialites.qq).toBe(0);

    await apiData(s, '/__dev/config', {
      method: 'PUT',
      body: {
        h5_url: null,
        'member.enabled_face_verify': null,
        'member.enabled_mobile_bind_alert': null,
        disable_vip: null,
        'socialites.qq': null,
      },
    });
    const back = await apiData(s, '/api/v2/other/config');
    expect(back.h5_url).toBe(`${back.url}/h5`);
    expect(back.member.enabled_face_verify).toBe(false);
    expect('disable_vip' in back).toBe(false);
    expect(back.socialites.qq).toBe(1);
  });

  it('the development endpoint refuses unknown keys and odd values', async () => {
    const unknown = await api(s, '/__dev/config', { method: 'PUT', body: { no_such_key: '1' } });
    expect(unknown.json.code).toBe(1);
    expect(unknown.json.message).toContain('no_such_key');
    const odd = await api(s, '/__dev/config', { method: 'PUT', body: { h5_url: { nested: 1 } } });
    expect(odd.json.code).toBe(1);
  });
});

describe('links, navs, sliders', () => {
  it('GET /api/v2/links lists full rows by sort', async () => {
    const links = await apiData(s, '/api/v2/links');
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const l of links) {
      expectKeys(l, ['id', 'sort', 'name', 'url', 'created_at', 'updated_at']);
      expect(l.created_at).toMatch(ISO);
    }
    const sorts = links.map((l: { sort: number }) => l.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('GET /api/v2/navs defaults to PC, nests children and marks external links', async () => {
    const navs = await apiData(s, '/api/v2/navs');
    for (const n of navs) {
      expectKeys(n, ['id', 'sort', 'name', 'url', 'active_routes', 'platform', 'parent_id', 'blank', 'children']);
      expect(n.platform).toBe('PC');
      expect(n.parent_id).toBe(0);
      expect(n.active_routes).toBeTypeOf('string');
      for (const ch of n.children) {
        expectKeys(ch, [
          'id',
          'sort',
          'name',
          'url',
          'active_routes',
          'platform',
          'parent_id',
          'blank',
          'created_at',
          'updated_at',
        ]);
        expect(ch.parent_id).toBe(n.id);
      }
    }
    const all = navs.flatMap((n: any) => [n, ...n.children]);
    const urls = all.map((n: { url: string }) => n.url);
    for (const path of [
      '/courses',
      '/live',
      '/book',
      '/topic',
      '/learnPath',
      '/exam',
      '/wenda',
      '/vip',
      '/announcement',
    ]) {
      expect(urls).toContain(path);
    }
    expect(all.some((n: any) => /^https:\/\//.test(n.url) && n.blank === 1)).toBe(true);
    expect(all.some((n: any) => /^https?:\/\//.test(n.url) && n.blank === 0)).toBe(true);
    expect(navs.some((n: any) => n.children.length > 0)).toBe(true);

    const h5 = await apiData(s, '/api/v2/navs', { query: { platform: 'h5' } });
    expect(h5.length).toBeGreaterThan(0);
    expect(h5.every((n: any) => n.platform === 'h5')).toBe(true);
  });

  it('GET /api/v2/sliders upper-cases the platform and defaults to APP', async () => {
    const pc = await apiData(s, '/api/v2/sliders', { query: { platform: 'pc' } });
    expect(pc.length).toBeGreaterThanOrEqual(3);
    for (const sl of pc) {
      expectKeys(sl, ['thumb', 'url', 'sort', 'platform']);
      expect(sl.platform).toBe('PC');
    }
    const app = await apiData(s, '/api/v2/sliders');
    expect(app.length).toBeGreaterThan(0);
    expect(app.every((sl: any) => sl.platform === 'APP')).toBe(true);
    expect(await apiData(s, '/api/v2/sliders', { query: { platform: 'nowhere' } })).toEqual([]);
  });
});

describe('announcements', () => {
  it('latest is the newest full row', async () => {
    const latest = await apiData(s, '/api/v2/announcement/latest');
    expectKeys(latest, ['id', 'admin_id', 'title', 'announcement', 'view_times', 'created_at', 'updated_at']);
    const list = await apiData(s, '/api/v2/announcements');
    expect(latest.id).toBe(list.data[0].id);
  });

  it('the list is P2 with page+size (default 10), newest first', async () => {
    const all = await apiData(s, '/api/v2/announcements');
    expectKeys(all, ['data', 'total']);
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.data.length).toBe(Math.min(10, all.total));
    for (const a of all.data) expectKeys(a, ['id', 'announcement', 'created_at', 'view_times', 'title']);
    const ids = all.data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const p2 = await apiData(s, '/api/v2/announcements', { query: { page: 2, size: 3 } });
    expect(p2.data.map((a: { id: number }) => a.id)).toEqual(ids.slice(3, 6));
    expect(p2.total).toBe(all.total);
  });

  it('one announcement by id; its view count does not move; unknown ids fail with code 1', async () => {
    const first = await apiData(s, '/api/v2/announcement/1');
    const again = await apiData(s, '/api/v2/announcement/1');
    expect(again.view_times).toBe(first.view_times);
    expect(first.announcement).toContain('<p>');
    expect((await api(s, '/api/v2/announcement/99999')).json).toEqual({ code: 1, message: '错误', data: [] });
    expect((await api(s, '/api/v2/announcement/abc')).json).toEqual({ code: 1, message: '错误', data: [] });
  });

  it('id 0 and a missing id answer like any unknown announcement, as the PHP server does (findOrFail)', async () => {
    // The public PC client asks for /api/v2/announcement/0 on its /announcement page.
    for (const path of ['/api/v2/announcement/0', '/api/v2/announcement/', '/api/v2/announcement']) {
      const res = await api(s, path);
      expect([res.status, res.json]).toEqual([200, { code: 1, message: '错误', data: [] }]);
    }
  });

  it('latest is [] when there are none', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      expect((await api(empty, '/api/v2/announcement/latest')).json).toEqual({ code: 0, message: '', data: [] });
      expect(await apiData(empty, '/api/v2/announcements')).toEqual({ data: [], total: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/v2/viewBlock/page/blocks', () => {
  it('both platform and page_name are required', async () => {
    expect((await api(s, '/api/v2/viewBlock/page/blocks')).json).toEqual({
      code: 1,
      message: '参数错误,参数错误',
      data: [],
    });
    expect((await api(s, '/api/v2/viewBlock/page/blocks', { query: { platform: 'pc' } })).json.message).toBe(
      '参数错误',
    );
  });

  it('returns blocks of every sign in order, with config as a JSON string and the key `page`', async () => {
    const blocks = await apiData(s, '/api/v2/viewBlock/page/blocks', {
      query: { platform: 'pc', page_name: 'pc-page-index' },
    });
    const signs = blocks.map((b: { sign: string }) => b.sign);
    for (const sign of [
      'pc-vod-v1',
      'pc-live-v1',
      'pc-book-v1',
      'pc-topic-v1',
      'pc-learnPath-v1',
      'pc-ms-v1',
      'pc-tg-v1',
      'code',
    ]) {
      expect(signs).toContain(sign);
    }
    expect(signs.filter((x: string) => x === 'pc-vod-v1').length).toBe(2);
    const sorts = blocks.map((b: { sort: number }) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    for (const b of blocks) {
      expectKeys(b, ['id', 'platform', 'page', 'sign', 'sort', 'config', 'config_render']);
      expect(b.page).toBe('pc-page-index');
      expect(b.config).toBeTypeOf('string');
      expect(JSON.parse(b.config)).toBeTypeOf('object');
      expect(b.config_render).toBeTypeOf('object');
    }
  });

  it('pc-vod-v1 items are replaced by course rows', async () => {
    const blocks = await apiData(s, '/api/v2/viewBlock/page/blocks', {
      query: { platform: 'pc', page_name: 'pc-page-index' },
    });
    const vod = blocks.find((b: { sign: string }) => b.sign === 'pc-vod-v1');
    const stored = JSON.parse(vod.config).items.map((i: { id: number }) => i.id);
    expect(vod.config_render.title).toBe('推荐课程');
    expect(vod.config_render.items.map((i: { id: number }) => i.id)).toEqual(stored);
    for (const item of vod.config_render.items) {
      expectKeys(item, [
        'id',
        'title',
        'thumb',
        'charge',
        'user_count',
        'short_description',
        'published_at',
        'category_id',
        'is_rec',
        'is_free',
        'created_at',
        'category',
      ]);
      expectKeys(item.category, ['id', 'name']);
      expect(item.title).toBeTypeOf('string');
    }
  });

  it('the code block carries raw HTML, handler and script included', async () => {
    const blocks = await apiData(s, '/api/v2/viewBlock/page/blocks', {
      query: { platform: 'pc', page_name: 'pc-page-index' },
    });
    const code = blocks.find((b: { sign: string }) => b.sign === 'code');
    expect(code.config_render.html).toContain('<div');
    expect(code.config_render.html).toMatch(/onerror=/);
    expect(code.config_render.html).toContain('<script>');
  });

  it('unknown pages give an empty list', async () => {
    expect(
      await apiData(s, '/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: "x' OR '1'='1" } }),
    ).toEqual([]);
  });
});

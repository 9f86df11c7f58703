import { describe, expect, it } from 'vitest';
import { api, apiData, serverForFile, type TestServer } from '../helpers.js';
import { runSearch } from '#server/modules/site/search.js';
import { expectKeys, ISO } from './support.js';

let s: TestServer;
serverForFile((server) => (s = server));

const search = (query: Record<string, string | number | undefined>) => api(s, '/api/v3/search', { query });

describe('GET /api/v3/search', () => {
  it('requires keywords', async () => {
    expect((await search({ page: 1 })).json).toEqual({ code: 1, message: '请输入关键字', data: [] });
    expect((await search({ page: 1, keywords: '   ' })).json.message).toBe('请输入关键字');
  });

  it('type=0 (the PC client’s 全部 tab) and an empty type search every type, like no type at all', async () => {
    const all = await apiData(s, '/api/v3/search', { query: { keywords: 'PHP', page: 1, size: 100 } });
    expect(all.total).toBeGreaterThan(0);
    expect(new Set(all.data.map((i: { resource_type: string }) => i.resource_type)).size).toBeGreaterThan(1);
    for (const type of ['0', '', ' 0 ']) {
      const res = await search({ keywords: 'PHP', page: 1, size: 100, type });
      expect(res.json.code).toBe(0);
      expect(res.json.data).toEqual(all);
    }
  });

  it('an unknown type finds nothing (an empty page, not an error)', async () => {
    for (const type of ['nope', 'VOD', '1']) {
      expect((await search({ keywords: 'PHP', page: 1, type })).json).toEqual({
        code: 0,
        message: '',
        data: { data: [], total: 0 },
      });
    }
  });

  it('has no default page: without one the page is empty but the total is counted', async () => {
    const none = await apiData(s, '/api/v3/search', { query: { keywords: 'Vue' } });
    expectKeys(none, ['data', 'total']);
    expect(none.data).toEqual([]);
    expect(none.total).toBeGreaterThan(0);
    const first = await apiData(s, '/api/v3/search', { query: { keywords: 'Vue', page: 1 } });
    expect(first.total).toBe(none.total);
    expect(first.data.length).toBe(Math.min(10, first.total));
  });

  it('items have the record fields and a highlighted snippet', async () => {
    const d = await apiData(s, '/api/v3/search', { query: { keywords: 'Redis', page: 1 } });
    expect(d.data.length).toBeGreaterThan(0);
    for (const item of d.data) {
      expectKeys(item, [
        'id',
        'resource_type',
        'resource_id',
        'title',
        'charge',
        'thumb',
        'short_desc',
        'desc',
        'created_at',
        'updated_at',
        'p',
      ]);
      expect(item.created_at).toMatch(ISO);
      expect(['vod', 'video', 'live', 'book', 'topic', 'paper', 'practice', 'mock_paper']).toContain(
        item.resource_type,
      );
    }
    const course = d.data.find((i: { resource_type: string }) => i.resource_type === 'vod');
    expect(course.title).toContain('Redis');
    expect(course.p).toContain('<span style="color:red">Redis</span>');
    // Title matches rank above text-only matches.
    expect(d.data[0].title.toLowerCase()).toContain('redis');
  });

  it('crops the snippet to about 100 characters either side of the hit', async () => {
    const d = await apiData(s, '/api/v3/search', { query: { keywords: '斐波那契', type: 'vod', page: 1 } });
    const one = d.data.find((i: { resource_id: number }) => i.resource_id === 1);
    expect(one).toBeDefined();
    const plain = one.p.replace(/<span style="color:red">|<\/span>/g, '');
    expect([...plain].length).toBeLessThanOrEqual(100 * 2 + 4);
    expect(one.p).toContain('<span style="color:red">斐波那契</span>');
    // Course 1's description holds a script; its text never reaches the snippet or desc.
    expect(one.p).not.toContain('<script');
    expect(one.desc).not.toContain('tracker.example.com/hm.js');
  });

  it('type narrows the sources; vod and video come from courses and their lessons', async () => {
    const vod = await apiData(s, '/api/v3/search', { query: { keywords: 'Docker', type: 'vod', page: 1, size: 50 } });
    expect(vod.data.every((i: { resource_type: string }) => i.resource_type === 'vod')).toBe(true);
    const video = await apiData(s, '/api/v3/search', {
      query: { keywords: 'Dockerfile', type: 'video', page: 1, size: 50 },
    });
    expect(video.total).toBeGreaterThan(0);
    expect(video.data.every((i: { resource_type: string }) => i.resource_type === 'video')).toBe(true);
    const detail = await apiData(s, `/api/v2/video/${video.data[0].resource_id}`);
    expect(detail.video.title).toContain('Dockerfile');
  });

  it('pages with size, and caps hits at 100 without a type', async () => {
    // Every lesson's text says 本节讲解, so this matches far more than 100 records.
    const all = await apiData(s, '/api/v3/search', { query: { keywords: '本节讲解', page: 1, size: 30 } });
    expect(all.total).toBe(100);
    expect(all.data.length).toBe(30);
    const p4 = await apiData(s, '/api/v3/search', { query: { keywords: '本节讲解', page: 4, size: 30 } });
    expect(p4.data.length).toBe(10);
    const ids = new Set(
      [...all.data, ...p4.data].map((i: { id: number; resource_type: string }) => `${i.resource_type}:${i.id}`),
    );
    expect(ids.size).toBe(40);
    const p5 = await apiData(s, '/api/v3/search', { query: { keywords: '本节讲解', page: 5, size: 30 } });
    expect(p5.data).toEqual([]);
    const typed = await apiData(s, '/api/v3/search', { query: { keywords: '本节讲解', type: 'video', page: 1 } });
    const { n } = s.ctx.db
      .prepare(
        'SELECT COUNT(*) AS n FROM videos v JOIN courses c ON c.id = v.course_id WHERE v.published_at <= ? AND c.is_show = 1 AND c.published_at <= ?',
      )
      .get(Date.now(), Date.now()) as { n: number };
    expect(typed.total).toBe(Math.min(300, n));
    expect(typed.total).toBeGreaterThan(100);
    expect(typed.data.length).toBe(10);
  });

  it('caps at 300 when a type is given (module sources beyond the catalogue)', async () => {
    const source = (type: string) => () =>
      Array.from({ length: 400 }, (_, i) => ({
        id: i + 1,
        resource_type: type,
        resource_id: i + 1,
        title: `第${i + 1}讲 测试`,
        charge: 0,
        thumb: '',
        short_desc: '',
        desc: '',
        created_at: '2023-10-31T01:34:08.000000Z',
        updated_at: '2023-10-31T01:34:08.000000Z',
        text: '测试内容',
      }));
    const fake = {
      name: 'fake',
      schema: [],
      routes() {},
      searchables: { book: source('book'), topic: source('topic') },
    };
    const typed = await runSearch(s.ctx, { keywords: '测试', type: 'book', page: '2', size: '100' }, [fake]);
    expect(typed.total).toBe(300);
    expect(typed.data.length).toBe(100);
    expect(typed.data.every((i) => i.resource_type === 'book')).toBe(true);
    const untyped = await runSearch(s.ctx, { keywords: '测试', page: '1', size: '500' }, [fake]);
    expect(untyped.total).toBe(100);
    expect(untyped.data.length).toBe(100);
  });

  it('treats SQL and regex metacharacters as plain text and escapes HTML in snippets', async () => {
    for (const keywords of ["' OR 1=1 --", '%', '.*', '"; DROP TABLE courses; --', '<img src=x onerror=alert(1)>']) {
      const res = await search({ keywords, page: 1 });
      expect(res.status).toBe(200);
      expect(res.json.code).toBe(0);
      expect(res.json.data.total).toBe(0);
    }
    // "_" is a literal underscore (course 1 writes \log_2), not a one-character wildcard.
    const underscore = await apiData(s, '/api/v3/search', { query: { keywords: '_', page: 1 } });
    expect(underscore.data.map((i: { resource_id: number }) => i.resource_id)).toEqual([1]);
    const stillThere = await apiData(s, '/api/v2/courses');
    expect(stillThere.total).toBeGreaterThan(0);
    // "&lt;=" appears in course 1's code sample: the decoded "<" comes back escaped.
    const lt = await apiData(s, '/api/v3/search', { query: { keywords: 'lo <= hi', type: 'vod', page: 1 } });
    expect(lt.total).toBe(1);
    expect(lt.data[0].p).toContain('<span style="color:red">lo &lt;= hi</span>');
  });

  it('is case-insensitive and accepts several terms', async () => {
    const lower = await apiData(s, '/api/v3/search', { query: { keywords: 'kubernetes', type: 'vod', page: 1 } });
    expect(lower.data.map((i: { title: string }) => i.title)).toContain('Kubernetes 实战指南');
    const terms = await apiData(s, '/api/v3/search', { query: { keywords: 'Go 微服务', type: 'vod', page: 1 } });
    expect(terms.data[0].title).toBe('Go 微服务架构实战');
  });
});

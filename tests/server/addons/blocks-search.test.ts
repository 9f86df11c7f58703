import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonModules } from '#server/modules/addons/index.js';
import { data, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const renderer = (sign: string) => {
  const hook = addonModules.find((m) => m.viewBlocks?.[sign])?.viewBlocks?.[sign];
  if (!hook) throw new Error(`no renderer for ${sign}`);
  return (config: Record<string, unknown>) =>
    hook(s.ctx, config) as { title?: string; items: Record<string, unknown>[] };
};

describe('home-page blocks', () => {
  it('renders every addon sign through the block endpoint', async () => {
    const blocks = data(
      await s.get('/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: 'pc-page-index' } }),
    ) as {
      sign: string;
      config_render: { items: Record<string, unknown>[] };
    }[];
    const bySign = new Map(blocks.map((b) => [b.sign, b.config_render]));
    for (const sign of ['pc-live-v1', 'pc-book-v1', 'pc-topic-v1', 'pc-learnPath-v1', 'pc-ms-v1', 'pc-tg-v1']) {
      expect(bySign.get(sign)?.items.length, sign).toBeGreaterThan(0);
    }
    expect(bySign.get('pc-live-v1')!.items[0]).toMatchObject({ id: 1, title: 'Go 语言高并发实战直播营', charge: 199 });
    expect(bySign.get('pc-book-v1')!.items[0]).toHaveProperty('name');
  });

  it('keeps the configured order, drops unknown ids and keeps other config keys', () => {
    const live = renderer('pc-live-v1')({ title: '直播', items: [{ id: 3 }, { id: 999 }, { id: '1' }, 'x'] });
    expect(live.title).toBe('直播');
    expect(live.items.map((i) => i.id)).toEqual([3, 1]);
    for (const key of ['id', 'title', 'thumb', 'charge', 'category']) expect(live.items[0]).toHaveProperty(key);
  });

  it('falls back to the newest rows when no items are configured', () => {
    expect(renderer('pc-book-v1')({ limit: 2 }).items).toHaveLength(2);
    const topics = renderer('pc-topic-v1')({}).items;
    expect(topics[0]).toMatchObject({ title: 'Kubernetes 滚动发布与回滚实战' });
    for (const key of ['id', 'title', 'thumb', 'view_times', 'charge', 'vote_count', 'comment_times'])
      expect(topics[0]).toHaveProperty(key);
    const paths = renderer('pc-learnPath-v1')({ items: [] }).items;
    for (const key of ['id', 'name', 'thumb', 'desc', 'charge', 'original_charge', 'courses_count'])
      expect(paths[0]).toHaveProperty(key);
  });

  it('renders flash-sale items with stock and window, group-buy items with group size', () => {
    const ms = renderer('pc-ms-v1')({ items: [1, 2, 3, 4] }).items;
    // over_num is the stock left (100 on sale, 37 sold), as the public client's ms-v1 block reads it.
    expect(ms[0]).toMatchObject({
      id: 1,
      goods_type: 'course',
      goods_id: 2,
      charge: 59,
      num: 100,
      over_num: 63,
      is_over: false,
    });
    expect(ms[0].original_charge).toBeGreaterThan(59);
    expect(ms[0].started_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const current = renderer('pc-ms-v1')({}).items;
    expect(current.every((i) => i.id !== 3)).toBe(true);
    const tg = renderer('pc-tg-v1')({}).items;
    expect(tg[0]).toHaveProperty('people_num');
    const vueGroup = tg.find((i) => i.goods_type === 'course');
    expect(vueGroup).toMatchObject({
      charge: 99,
      people_num: 3,
      join_count: 3,
      goods_title: 'Vue 3 + TypeScript 企业级项目实战',
    });
  });
});

describe('search sources', () => {
  const search = (keywords: string, type?: string) =>
    s.get('/api/v3/search', { query: { keywords, page: 1, size: 20, ...(type ? { type } : {}) } });

  it('finds live courses, books and topics by title and text', async () => {
    const live = data(await search('限流', 'live'));
    expect(live.data[0]).toMatchObject({ resource_type: 'live', resource_id: 1, title: 'Go 语言高并发实战直播营' });
    expect(live.data[0].p).toContain('限流');
    const book = data(await search('TypeScript', 'book'));
    expect(book.data.map((h: { resource_id: number }) => h.resource_id)).toContain(1);
    const topic = data(await search('HTTP 缓存', 'topic'));
    expect(topic.data[0]).toMatchObject({ resource_type: 'topic', resource_id: 1 });
  });

  it('never exposes the paid part of a topic', async () => {
    const paidOnly = data(await search('以上是完整的实战经验', 'topic'));
    expect(paidOnly.total).toBe(0);
  });

  it('finds papers, practices and mock papers', async () => {
    expect(data(await search('MySQL', 'paper')).data[0]).toMatchObject({
      resource_type: 'paper',
      title: 'MySQL 进阶测评',
    });
    expect(data(await search('每日一练', 'practice')).data[0]).toMatchObject({ resource_type: 'practice' });
    expect(data(await search('随机组卷', 'mock_paper')).data[0]).toMatchObject({
      resource_type: 'mock_paper',
      resource_id: 1,
    });
  });

  it('treats SQL and LIKE metacharacters as plain text', async () => {
    for (const k of ["%' OR 1=1 --", '_', '%', '\\']) {
      const r = await search(k, 'book');
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(0);
      expect(r.body.data.total).toBe(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const P = '/addons/LearnPaths/api/v1';

describe('learning paths', () => {
  it('lists paths with steps keyed by path id', async () => {
    const d = data(await s.get(`${P}/all`, { query: { page: 1, size: 10 } }));
    expect(d.data.total).toBe(2);
    const front = d.data.data.find((p: { name: string }) => p.name === '前端工程师成长路径');
    expect(front).toMatchObject({ charge: 299, original_charge: 499, courses_count: 8 });
    for (const key of ['id', 'name', 'thumb', 'desc', 'charge', 'original_charge', 'courses_count'])
      expect(front).toHaveProperty(key);
    expect(d.steps[front.id].map((x: { name: string }) => x.name)).toEqual([
      '第一阶段：语言基础',
      '第二阶段：框架实战',
      '第三阶段：能力认证',
    ]);
    const byCat = data(await s.get(`${P}/all`, { query: { category_id: d.categories[1].id } }));
    expect(byCat.data.total).toBe(1);
  });

  it('serves the category tree the list page filters by (frontend-v3 src/pages/learnPath: res.data)', async () => {
    const cats = data(await s.get(`${P}/categories`));
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['前端', '后端']);
    for (const c of cats) expect(c).toMatchObject({ id: expect.any(Number), parent_id: 0, children: [] });
    const child = Number(
      s.ctx.db
        .prepare("INSERT INTO addon_categories (scope, parent_id, name, sort) VALUES ('learnpath', ?, '框架', 1)")
        .run(cats[0].id).lastInsertRowid,
    );
    const withChild = data(await s.get(`${P}/categories`));
    expect(withChild[0].children).toEqual([{ id: child, name: '框架', parent_id: cats[0].id, sort: 1 }]);
    s.ctx.db.prepare('DELETE FROM addon_categories WHERE id = ?').run(child);
  });

  it('shows steps mixing course, book, live and exam items', async () => {
    const d = data(await s.get(`${P}/path/1`));
    expect(d.data).toMatchObject({ id: 1, name: '前端工程师成长路径' });
    expect(d.is_buy).toBe(false);
    const items = d.steps.flatMap((st: { courses: { type: string }[] }) => st.courses);
    const types = new Set(items.map((i: { type: string }) => i.type));
    for (const t of ['course', 'book', 'live', 'paper_paper', 'paper_practice', 'paper_mock'])
      expect(types).toContain(t);
    for (const i of items) {
      for (const key of ['id', 'other_id', 'type', 'type_text', 'name', 'thumb', 'charge'])
        expect(i).toHaveProperty(key);
    }
    const book = items.find((i: { type: string }) => i.type === 'book');
    expect(book).toMatchObject({ other_id: 1, type_text: '电子书', name: '深入浅出 TypeScript' });
    expect(data(await s.get(`${P}/path/1`, { token: await s.token(1) })).is_buy).toBe(true);
    expect(data(await s.get(`${P}/path/2`)).is_buy).toBe(true);
  });

  it('refuses unknown ids', async () => {
    expect(failure(await s.get(`${P}/path/99`))).toBe('学习路径不存在');
    expect(failure(await s.get(`${P}/path/1e3`))).toBe('参数错误');
  });
});

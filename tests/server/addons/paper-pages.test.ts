/**
 * Exam pages as the public PC client (Meedu/frontend-v3) reads them: the wrong-book and collection
 * counts (src/pages/exam/wrongbook, src/pages/exam/collection) and the category filters of the
 * mock paper and practice lists (src/pages/exam/mock, practice: cid1 + cid2, category_children).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/Paper/api/v1';
const V2 = '/addons/Paper/api/v2';

interface Category {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('wrong-book and collection counts', () => {
  for (const [path, statKey] of [
    ['wrongbook', 'wrong_book_count'],
    ['collection/stats', 'collection_count'],
  ] as const) {
    it(`${path}: types_count has all six types; categories_count follows the category tree`, async () => {
      const t = await s.token(1);
      const stats = data(await s.get(`${V2}/stats/index`, { token: t }));
      const d = data(await s.get(`${V1}/${path}`, { token: t }));
      expect(Object.keys(d.types_count)).toEqual(['1', '2', '3', '4', '5', '6']);
      for (const n of Object.values(d.types_count)) expect(typeof n).toBe('number');
      expect(sum(d.types_count)).toBe(stats[statKey]);
      expect(sum(d.types_count)).toBeGreaterThan(0);

      const tree = d.categories as Category[];
      const front = tree.find((c) => c.name === '前端开发')!;
      expect(front.children.map((c) => c.name)).toEqual(['JavaScript', 'CSS']);
      // A top category counts its sub-categories' questions too; the tops add up to everything.
      const counts = d.categories_count as Record<string, number>;
      expect(counts[front.id]).toBe(front.children.reduce((n, c) => n + counts[c.id], 0));
      expect(tree.reduce((n, c) => n + counts[c.id], 0)).toBe(stats[statKey]);

      // The play page asks per question type.
      const type = Number(Object.entries(d.types_count).find(([, n]) => (n as number) > 0)![0]);
      const ofType = data(await s.get(`${V1}/${path}`, { token: t, query: { question_type: type } }));
      expect(tree.reduce((n, c) => n + ofType.categories_count[c.id], 0)).toBe(d.types_count[type]);
      expect(isUnauthenticated(await s.get(`${V1}/${path}`), V1)).toBe(true);
    });
  }
});

describe('mock paper and practice category filters', () => {
  for (const [list, scope, table] of [
    ['mock_papers', 'mock_paper', 'mock_papers'],
    ['practices', 'practice', 'practices'],
  ] as const) {
    it(`${list}: category_children beside categories, cid1 takes the children in, cid2 only the child`, async () => {
      const before = data(await s.get(`${V1}/${list}`, { query: { page: 1, page_size: 10 } }));
      expect(before.category_children).toEqual([]);
      const top = before.categories[0].id as number;
      const child = Number(
        s.ctx.db
          .prepare('INSERT INTO addon_categories (scope, parent_id, name, sort) VALUES (?, ?, ?, 9)')
          .run(scope, top, '进阶').lastInsertRowid,
      );
      const moved = before.data.data[0].id as number;
      s.ctx.db.prepare(`UPDATE ${table} SET category_id = ? WHERE id = ?`).run(child, moved);

      const d = data(await s.get(`${V1}/${list}`, { query: { page: 1, page_size: 10 } }));
      expect(d.category_children[top]).toEqual([{ id: child, name: '进阶', parent_id: top, sort: 9 }]);
      const inTop = data(await s.get(`${V1}/${list}`, { query: { page: 1, page_size: 10, cid1: top, cid2: 0 } }));
      expect(inTop.data.data.map((x: { id: number }) => x.id)).toContain(moved);
      const inChild = data(await s.get(`${V1}/${list}`, { query: { page: 1, page_size: 10, cid1: top, cid2: child } }));
      expect(inChild.data.data.map((x: { id: number }) => x.id)).toEqual([moved]);
      expect(inChild.data.total).toBe(1);
      const oneAPage = data(await s.get(`${V1}/${list}`, { query: { page: 1, page_size: 1 } }));
      expect(oneAPage.data.data).toHaveLength(1);
    });
  }
});

import type { ServerContext } from '#server/context.js';
import { groupBy, phpMap, placeholders } from './http.js';

/** Which addon a category belongs to. */
export type CategoryScope = 'live' | 'book' | 'topic' | 'learnpath' | 'wenda' | 'paper' | 'mock_paper' | 'practice';

export const CATEGORIES_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS addon_categories (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     scope TEXT NOT NULL,
     parent_id INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
];

export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
}

export function categories(ctx: ServerContext, scope: CategoryScope): CategoryRow[] {
  return ctx.db
    .prepare('SELECT id, parent_id, name, sort FROM addon_categories WHERE scope = ? ORDER BY sort, id')
    .all(scope) as CategoryRow[];
}

/** Top-level categories as the list pages' `categories` sibling. */
export function topCategories(ctx: ServerContext, scope: CategoryScope) {
  return categories(ctx, scope)
    .filter((c) => c.parent_id === 0)
    .map((c) => ({ id: c.id, name: c.name, sort: c.sort }));
}

/** Sub-categories keyed by their parent's id: the exam lists' `category_children` (`[]` when none). */
export function categoryChildren(ctx: ServerContext, scope: CategoryScope) {
  const children = categories(ctx, scope).filter((c) => c.parent_id !== 0);
  return phpMap(
    groupBy(
      children.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id, sort: c.sort })),
      (c) => c.parent_id,
    ),
  );
}

/** Top-level categories each with its `children`, the tree the category filters are drawn from. */
export function categoryTree(ctx: ServerContext, scope: CategoryScope) {
  const all = categories(ctx, scope).map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id, sort: c.sort }));
  return all
    .filter((c) => c.parent_id === 0)
    .map((top) => ({ ...top, children: all.filter((c) => c.parent_id === top.id) }));
}

/** A category id plus its direct children, for filters that include sub-categories. */
export function categoryWithChildren(ctx: ServerContext, scope: CategoryScope, id: number): number[] {
  const rows = ctx.db
    .prepare('SELECT id FROM addon_categories WHERE scope = ? AND (id = ? OR parent_id = ?)')
    .all(scope, id, id) as { id: number }[];
  return rows.map((r) => r.id);
}

/**
 * The condition that keeps a list to category `id` and its direct children, with its arguments.
 * A category that does not exist still yields a condition, one that matches nothing.
 */
export function categoryCondition(
  ctx: ServerContext,
  scope: CategoryScope,
  id: number,
): { sql: string; args: number[] } {
  const ids = categoryWithChildren(ctx, scope, id);
  return { sql: `category_id IN (${placeholders(Math.max(ids.length, 1))})`, args: ids.length ? ids : [-1] };
}

/** `{id, name}` by id, or `[]` when the row is gone (the PHP empty-relation form). */
export function categoryBrief(ctx: ServerContext, id: number): { id: number; name: string } | [] {
  const row = ctx.db.prepare('SELECT id, name FROM addon_categories WHERE id = ?').get(id) as
    { id: number; name: string } | undefined;
  return row ?? [];
}

export function seedCategories(ctx: ServerContext, scope: CategoryScope, names: string[], parentId = 0): number[] {
  const insert = ctx.db.prepare('INSERT INTO addon_categories (scope, parent_id, name, sort) VALUES (?, ?, ?, ?)');
  return names.map((name, i) => Number(insert.run(scope, parentId, name, i + 1).lastInsertRowid));
}

import type { ServerContext } from '#server/context.js';
import { placeholders } from './http.js';

/**
 * Which rows a home-page block shows: the ids its config lists (as numbers, numeric strings or
 * `{id}` objects) in that order, or else the newest `limit` rows.
 */
export function blockSelection(
  config: Record<string, unknown>,
  defaultLimit = 8,
): { ids: number[] | null; limit: number } {
  const limitRaw = Number(config.limit ?? config.size ?? defaultLimit);
  const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? Math.min(limitRaw, 50) : defaultLimit;
  const items = config.items;
  if (!Array.isArray(items) || !items.length) return { ids: null, limit };
  const ids: number[] = [];
  for (const item of items) {
    const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).id : item;
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
  }
  return { ids: ids.length ? ids : null, limit };
}

/** Rows put back into the order the block config asked for. */
export function inOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * The rows of a block over a published catalogue table (`is_show`, `published_at`): the listed ids
 * in their order, or the newest `limit` rows. Rows published in the future stay hidden either way.
 */
export function publishedBlockRows<T extends { id: number }>(
  ctx: ServerContext,
  table: string,
  config: Record<string, unknown>,
  defaultLimit: number,
): T[] {
  const { ids, limit } = blockSelection(config, defaultLimit);
  const now = ctx.options.now();
  return ids
    ? inOrder(
        ctx.db
          .prepare(
            `SELECT * FROM ${table} WHERE is_show = 1 AND published_at <= ? AND id IN (${placeholders(ids.length)})`,
          )
          .all(now, ...ids) as T[],
        ids,
      )
    : (ctx.db
        .prepare(`SELECT * FROM ${table} WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC LIMIT ?`)
        .all(now, limit) as T[]);
}

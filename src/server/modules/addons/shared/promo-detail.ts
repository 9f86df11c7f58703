import type { Context } from 'hono';
import type { ServerContext } from '#server/context.js';
import type { AppEnv } from '#server/http/auth.js';
import { ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { needId, optionalInt } from './http.js';
import type { PromoSaleRow } from './promo-listings.js';

/** The item kinds a sale can be asked about (`course_type`), as the public client names them. */
const COURSE_TYPES = ['course', 'live', 'book', 'learnPath'];

/** Whole seconds from `now` until `at`, never negative: the client's countdowns. */
export const secondsUntil = (at: number, now: number) => Math.max(0, Math.floor((at - now) / 1000));

/**
 * The sale a detail route is about. `{id}` names it; id 0 asks for the sale of an item
 * (`course_id` + `course_type`, the way the public client's course, live, book and learning path
 * pages ask): the one running now, else the next to start, else none (null).
 */
export async function findSale<T extends PromoSaleRow>(
  ctx: ServerContext,
  c: Context<AppEnv>,
  table: 'ms_goods' | 'tg_goods',
  missing: string,
): Promise<T | null> {
  const id = needId(c);
  if (id > 0) {
    const row = ctx.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as T | undefined;
    if (!row) throw new ServiceError(missing);
    return row;
  }
  const input = await readInput(c);
  const type = String(input.course_type ?? '');
  const otherId = optionalInt(input, 'course_id');
  if (!COURSE_TYPES.includes(type) || !otherId) throw new ServiceError('参数错误');
  const row = ctx.db
    .prepare(
      `SELECT * FROM ${table} WHERE goods_type = ? AND other_id = ? AND ended_at > ?
       ORDER BY (started_at <= ?) DESC, started_at, id LIMIT 1`,
    )
    .get(type, otherId, ctx.options.now(), ctx.options.now()) as T | undefined;
  return row ?? null;
}

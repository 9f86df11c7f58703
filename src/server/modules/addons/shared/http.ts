import type { Context } from 'hono';
import { ServiceError } from '#server/http/envelope.js';
import { idParam, paging, type Input } from '#server/http/input.js';

/** A route `{id}` that must be digits; anything else is refused with a readable message. */
export function needId(c: Context, name = 'id'): number {
  const id = idParam(c, name);
  if (id === null) throw new ServiceError('参数错误');
  return id;
}

/** A numeric field from the request; missing or malformed values are refused. */
export function needInt(input: Input, field: string, message = '参数错误'): number {
  const raw = input[field];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,12}$/.test(text)) throw new ServiceError(message);
  return Number(text);
}

/** An optional numeric filter (`cid`, `category_id`...): absent, empty or 0 means "all". */
export function optionalInt(input: Input, field: string): number {
  const raw = input[field];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,12}$/.test(text) ? Number(text) : 0;
}

/** Addon lists page with `page` + `size` unless noted (contract section 8.1). */
export const sizePaging = (input: Input, defaultSize = 10) => paging(input, 'size', defaultSize);

/** Either paging key, for endpoints whose callers disagree on the name. */
export function anyPaging(input: Input, defaultSize = 10) {
  return input.page_size !== undefined ? paging(input, 'page_size', defaultSize) : paging(input, 'size', defaultSize);
}

/** PHP maps: an empty associative array serialises as `[]`, never `{}` (contract section 10.1). */
export function phpMap<T>(map: Record<string | number, T>): Record<string | number, T> | [] {
  return Object.keys(map).length ? map : [];
}

/** Groups rows into a PHP-style map keyed by `key`. */
export function groupBy<T>(rows: T[], key: (row: T) => number | string): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const row of rows) (out[String(key(row))] ??= []).push(row);
  return out;
}

export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',');

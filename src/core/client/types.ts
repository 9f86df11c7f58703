/**
 * Shapes every MeEdu 4.9.x answer shares (v4.9.5 to v4.9.30): the envelope, PHP's quirks (`[]` for
 * empty maps, 0/1 vs booleans, strings for DB config values) and the four paginators. Each domain
 * types its own answers beside its calls.
 */
/**
 * Response shapes of a MeEdu 4.9.x server (v4.9.5 to v4.9.30). Quirks are typed as they
 * arrive (`[]` for empty maps, 0/1 vs booleans, strings for DB config values); normalisers in
 * this folder turn them into the friendlier shapes the rest of the client uses.
 */

/** `{}` serialised by PHP as `[]` when empty (contract section 10.1). */
export type PhpMap<T> = Record<string, T> | [];

/** Flags that are ints on most endpoints, booleans on a few, strings when read from DB config. */
export type Flag = 0 | 1 | boolean | '0' | '1';

export interface Envelope<T> {
  code: number | { status: number };
  message: string;
  data: T;
}
// Paginators (contract section 1): four shapes, chosen per endpoint by the server.

/** P1: Laravel LengthAwarePaginator. */
export interface LaravelPage<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: Array<{ url: string | null; label: string; active: boolean }>;
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** P2: `{data, total}`. */
export interface SimplePage<T> {
  data: T[];
  total: number;
}

/** Addon lists nest the paginator one level deeper, with siblings such as `categories`. */
export type AddonPage<T, Extra = object> = { data: SimplePage<T> } & Extra;

/** Most v2 endpoints page with `page_size`... */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** ...while announcements, v3 and addons use `size`. */
export interface SizeQuery {
  page?: number;
  size?: number;
}

/** Loose query/body for addon calls whose server side is not public. */
export type Params = Record<string, unknown>;
// Addons (contract section 8.1): only the fields the public PC client reads are known.

export interface AddonCategory {
  id: number;
  name: string;
  children?: AddonCategory[];
}

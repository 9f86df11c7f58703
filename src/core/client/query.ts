import { nanoquery } from '@nanostores/query';
import type { FetcherStore, FetcherValue, MutatorStore } from '@nanostores/query';
import { atom } from 'nanostores';
import { onIdentityChange } from '../session/index.js';

/**
 * The one data layer of the site and the widgets (docs/page-kit.md): every server read is a query
 * named by a key from a per-domain factory, de-duplicated while in flight, cached, served from the
 * cache at once on return and revalidated once older than its stale time. Writes are mutations
 * that block double submits and invalidate the keys they change.
 */

/** How long a cached answer counts as fresh, by kind of data. */
export const STALE = {
  /** Categories, roles, navs, links: change with an administrator's edit. */
  static: 5 * 60_000,
  /** Course lists and details, announcements, search. */
  content: 60_000,
  /** A member's own data (orders, messages, progress): changes with their actions elsewhere. */
  member: 10_000,
} as const;

/** The answers themselves, by key: read to embed a server-rendered page's data, written to take it in. */
const answers = new Map<string, { data?: unknown; error?: unknown; created?: number; expires?: number }>();

const [createFetcherStore, createMutatorStore, cache] = nanoquery({
  cache: answers,
  // A failed read shows its error with 重试; it is not repeated behind the user's back
  // (the API client already waits out 429s).
  onErrorRetry: false,
  // Reads skipped while the tab was hidden run when it shows again.
  revalidateOnFocus: true,
});

export type { FetcherStore, FetcherValue, MutatorStore };

/** Prefix-matching selector over cache keys: `invalidate('course:')` drops every course entry. */
export type KeyPrefix = string | readonly string[];

const matches = (prefix: KeyPrefix) => (key: string) =>
  typeof prefix === 'string' ? key.startsWith(prefix) : prefix.some((p) => key.startsWith(p));

/** Drops matching entries; mounted readers fetch again at once. */
export const invalidate = (prefix: KeyPrefix): void => cache.invalidateKeys(matches(prefix));

/** Marks matching entries stale; mounted readers revalidate while still showing them. */
export const revalidate = (prefix: KeyPrefix): void => cache.revalidateKeys(matches(prefix));

/** Forgets every cached answer without asking again (a test starting over against a new server). */
export const clearQueryCache = (): void => cache.mutateCache(() => true, undefined);

/** The answers in the cache for these stores, by key (failed or unanswered ones left out). */
export function answersOf(stores: readonly FetcherStore<unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key } of stores) {
    // From the cache, not the store: a store no view holds any more has let go of its value.
    const entry = key ? answers.get(key) : undefined;
    if (key && entry && entry.data !== undefined && entry.error === undefined) out[key] = entry.data;
  }
  return out;
}

/**
 * Takes in answers another side already has (the data a server-rendered page embeds): each counts
 * as asked for now, so a reader shows it at once and asks again only once it is past its stale time.
 */
export function seedAnswers(seed: Record<string, unknown>, now: number = Date.now()): void {
  for (const [key, data] of Object.entries(seed)) {
    if (data !== undefined) answers.set(key, { data, created: now, expires: Infinity });
  }
}

/** Forgets these answers without telling any reader (nothing is asked again until a reader wants it). */
export function forgetAnswers(keys: Iterable<string>): void {
  for (const key of keys) answers.delete(key);
}

/** How many answers the cache holds; a long-running server trims it with `forgetOldestAnswers`. */
export const answerCount = (): number => answers.size;

/** Forgets the oldest answers beyond `keep` (a server renders for any address: the cache must not grow without end). */
export function forgetOldestAnswers(keep: number): void {
  for (const key of answers.keys()) {
    if (answers.size <= keep) return;
    answers.delete(key);
  }
}

/** Stable text of query parameters: object keys sorted, undefined left out. */
export function paramsKey(params: unknown): string {
  if (params === null || typeof params !== 'object') return String(params);
  const entries = Object.entries(params as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.map(([k, v]) => `${k}=${typeof v === 'object' && v !== null ? paramsKey(v) : String(v)}`).join('&');
}

/** A store that never loads: what a query answers when it has nothing to ask yet. */
const noop = () => {};
const idle: FetcherStore<any> = Object.assign(atom<FetcherValue>({ loading: false }), {
  _: Symbol('idle'),
  invalidate: noop,
  revalidate: noop,
  mutate: noop,
  fetch: () => new Promise<never>(noop),
}) as unknown as FetcherStore;

/** True for the store a query answers with before it has anything to ask. */
export const isIdle = (store: object): boolean => store === idle;

/** The idle store itself, for a reader with no query to ask (the order page for goods it does not sell). */
export const idleStore = <T>(): FetcherStore<T> => idle as FetcherStore<T>;

/**
 * A query with parameters is called with them, or with null or false for "nothing to ask yet"
 * (idle); one without is called with nothing, or with `false` to leave it idle.
 */
type QueryArgs<P> = unknown extends P
  ? [enabled?: boolean]
  : [P] extends [void]
    ? [enabled?: boolean]
    : [params: P | null | false];

export interface Query<P, T> {
  /** The cached store for these parameters, or an idle store for null or false (nothing to ask yet). */
  (...params: QueryArgs<P>): FetcherStore<T>;
  /** The cache key of these parameters (`name:params`). */
  key(params: P): string;
  /** Prefix shared by every key of this query, for invalidation. */
  readonly prefix: string;
}

/**
 * Declares a read: `name` is its domain key (e.g. 'course:detail'), `load` the API call. Stores
 * are kept per key, so every reader (and a route's prefetch) of the same data shares one.
 */
export function defineQuery<P, T>(
  name: string,
  load: (params: P) => Promise<T>,
  staleMs: number = STALE.content,
): Query<P, T> {
  const stores = new Map<string, FetcherStore<T>>();
  const prefix = `${name}:`;
  const key = (params: P) => prefix + paramsKey(params);
  const query = (...args: unknown[]): FetcherStore<T> => {
    if (args[0] === null || args[0] === false) return idle;
    // Without parameters the argument only switches the query on; it is not part of the key.
    const params = (load.length ? args[0] : undefined) as P;
    const k = key(params);
    let store = stores.get(k);
    if (!store) {
      const own: FetcherStore<T> = createFetcherStore<T>(k, {
        fetcher: () => forCurrentIdentity(() => load(params), own),
        dedupeTime: staleMs,
      });
      store = own;
      stores.set(k, store);
    }
    return store;
  };
  return Object.assign(query, { key, prefix }) as unknown as Query<P, T>;
}

/**
 * Starts a query without a reader (a route's prefetch, alongside its code): the answer lands in
 * the cache, where the page's own reader picks it up or joins the request still in flight. The
 * prefetch itself lets go at once: it is not a view reading the answer (see forCurrentIdentity).
 */
export function prefetch(...stores: Array<{ listen(listener: () => void): () => void }>): void {
  for (const store of stores) if (store !== idle) store.listen(() => {})();
}

export interface MutationTools {
  /** Entries to drop once the mutation settles (success or failure). */
  invalidate(prefix: KeyPrefix): void;
  /**
   * Entries to ask again once the mutation settles, their readers showing what they have until
   * the answer comes: a list the member has just added to stays on screen, and so does what they
   * had opened in it.
   */
  revalidate(prefix: KeyPrefix): void;
}

/**
 * Declares a write. Each call of the returned factory makes a fresh mutator store (one per form or
 * button), which ignores a second `mutate` while the first runs and resolves `undefined` when the
 * call failed (the API client has already said why).
 */
export function defineMutation<D, R>(run: (data: D, tools: MutationTools) => Promise<R>): () => MutatorStore<D, R> {
  return () =>
    createMutatorStore<D, R>(
      ({ data, invalidate: drop, revalidate: refresh }) =>
        run(data, {
          invalidate: (prefix) => drop(matches(prefix)),
          revalidate: (prefix) => refresh(matches(prefix)),
        }),
      { throttleCalls: true },
    );
}

/** Counts the changes of identity (login, logout, another tab's): which one a read was asked for. */
let identity = 0;

/**
 * Runs a load for the identity current when it ends. One asked for another identity (the member
 * logged out or changed while it was on its way) is never cached or shown to the next one: it is
 * asked again if a view still reads it, and otherwise ends with nothing (which nanoquery keeps as
 * no answer at all), so a members-only read whose page went with the logout is not asked as a visitor.
 */
async function forCurrentIdentity<T>(load: () => Promise<T>, reader: { lc: number }): Promise<T> {
  const askedFor = identity;
  const answer = await load().then(
    (value) => () => value,
    (error: unknown) => () => Promise.reject(error) as never,
  );
  if (askedFor === identity) return answer();
  return reader.lc ? forCurrentIdentity(load, reader) : (undefined as T);
}

// Answers cached for another member (or a visitor) must never show after the token changes.
onIdentityChange(() => {
  identity++;
  cache.invalidateKeys(() => true);
});

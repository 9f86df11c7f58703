import { renderToString } from 'preact-render-to-string';
import { Router } from 'wouter';
import {
  ApiError,
  answersOf,
  forgetAnswers,
  forgetOldestAnswers,
  isIdle,
  type FetcherStore,
} from '#core/client/index.js';
import { configFunc, setConfig } from '#core/session/index.js';
import type { SystemConfig } from '#core/site/index.js';
import { App, type RouteMatch } from '#site/app.js';
import { holdPage } from '#site/shell/route-code.js';
import type { PageState } from '#site/shell/page-state.js';
import { resetUniqueIds } from '#widgets/ui/unique-id.js';
import { headOf, isServerRendered } from './heads.js';
import type { Head } from './head.js';

/** What the server answers for an address. */
export type Rendered =
  | { kind: 'page'; status: 200 | 404; markup: string; state: PageState; head: Head; module?: string }
  /** Not a page the server renders (a member page, a play page): the client-rendered page. */
  | { kind: 'client' }
  /** The API failed or was too slow: the client-rendered page, which shows its own error state. */
  | { kind: 'fallback'; reason: string };

export interface RenderContext {
  /** The site's address, origin and base path: canonical and structured-data URLs start with it. */
  site: string;
  /** How long the API may take for a page's data before the client-rendered page is sent instead. */
  timeoutMs: number;
  /** Keep answers for their stale time between requests (a server cache); false asks the API every time. */
  keepAnswers: boolean;
}

/** Answers kept at most, a long-running server's cache being shared by every address asked for. */
const KEPT_ANSWERS = 2000;

class TimedOut extends Error {}

/** Resolves once the store has its answer or its error (an idle store has nothing to wait for). */
function answered(store: FetcherStore<unknown>): Promise<void> {
  if (isIdle(store)) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    let stop: (() => void) | undefined;
    const check = () => {
      const value = store.get();
      if (done || value.loading || (value.data === undefined && value.error === undefined)) return;
      done = true;
      stop?.();
      resolve();
    };
    stop = store.listen(() => queueMicrotask(check));
    queueMicrotask(check);
  });
}

export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The API's "not found" (a course that is not there, or not published): MeEdu answers a non-zero code or a 404. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 ||
    error.code === 404 ||
    (error.code !== 0 && error.status < 500 && error.status !== 0 && error.code !== 429 && error.code !== 401));

/**
 * Renders the site at `url` (`found` being the route it matched) as a visitor (no token, no member) would first see it: the route's
 * data functions run against the API, the page is rendered once everything it asked for has
 * answered, and the answers go with it for the client to take in.
 */
export async function renderPage(
  url: URL,
  location: string,
  found: RouteMatch | null,
  config: SystemConfig,
  ctx: RenderContext,
): Promise<Rendered> {
  if (found && !isServerRendered(found.def)) return { kind: 'client' };
  const search = new URLSearchParams(url.search);
  setConfig(config);
  const def = found?.def ?? null;
  const params = found?.params ?? null;
  const switchedOff = !!def?.feature && !configFunc.get()[def.feature];
  let notFound = !def || !params || switchedOff;
  let stores: readonly FetcherStore<unknown>[] = [];
  let release = () => {};
  try {
    if (!notFound && def) {
      // Held until rendered, so the answers stay in the stores the page reads.
      ({ stores, release } = await holdPage(def, params, location, search));
      try {
        await within(Promise.all(stores.map(answered)), ctx.timeoutMs);
      } catch (error) {
        return { kind: 'fallback', reason: (error as Error).message };
      }
      for (const store of stores) {
        const { error } = store.get();
        if (error === undefined) continue;
        // Only an address naming an item (its segments typed by the route) can name one that is not
        // there; a list's or search's refusal (MeEdu 4.9.5's 搜索服务未配置) is the page's error state.
        if (!def.params || !isNotFound(error)) return { kind: 'fallback', reason: `API: ${(error as Error).message}` };
        notFound = true;
      }
    }
    const app = (
      <Router hook={() => [location, () => {}]} searchHook={() => url.search}>
        <App />
      </Router>
    );
    // One synchronous pass: the route's code is loaded and its answers are in, so nothing suspends.
    // Renders share module state (the config, the id counter, the query cache), so one that would
    // suspend must fail (the client-rendered page goes instead) rather than interleave with another.
    resetUniqueIds();
    const markup = renderToString(app);
    // The answers of the stores held while rendering: any other store rendered empty (a store no
    // one holds has no value), as it will in the browser's hydration.
    const state: PageState = { answers: answersOf(stores), config };
    const head = headOf(def, { params, search, config, site: ctx.site }, location, notFound);
    return { kind: 'page', status: notFound ? 404 : 200, markup, state, head, module: def?.module };
  } finally {
    // Failures are never kept: the next visitor's page asks again. (Read before letting go: a
    // store no one holds has no value.)
    const forget = stores.filter((s) => s.key && (!ctx.keepAnswers || s.get().error !== undefined));
    release();
    forgetAnswers(forget.map((s) => s.key!));
    forgetOldestAnswers(KEPT_ANSWERS);
  }
}

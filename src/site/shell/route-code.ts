import type { FetcherStore } from '#core/client/index.js';
import { lazyOf, routeOf } from '../app.js';
import type { BranchShellProps, PageProps, RouteDef } from '../route-def.js';

/**
 * Loads a lazy component's code outside rendering, so that its first render shows it instead of
 * suspending (and, when hydrating, throwing the server's markup away). On preact, which the site
 * runs on, a lazy component is a function that starts loading when called and throws the promise
 * until its code is in.
 */
async function loadLazy(component: unknown): Promise<void> {
  try {
    (component as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise)
      await pending.then(
        () => {},
        () => {},
      );
  }
}

/**
 * Loads the code of the page at this address (below the base) and of its branch's shell, so the
 * page's first render shows it instead of suspending: what rendering it on a server, and hydrating
 * what a server rendered, both need.
 */
export async function loadRouteCode(location: string): Promise<void> {
  const found = routeOf(location);
  if (!found) return;
  await Promise.all([
    loadLazy(lazyOf<PageProps>(found.def, found.def.page)),
    found.branch && loadLazy(lazyOf<BranchShellProps>(found.branch, found.branch.shell)),
  ]);
}

/**
 * Gets a page ready to render from its answers, on the server and when hydrating what the server
 * rendered: its code loaded, and its data stores held, so that rendering reads their answers (a
 * store no one holds has no value) until `release`.
 */
export async function holdPage(
  def: RouteDef,
  params: unknown,
  location: string,
  search: URLSearchParams,
): Promise<{ stores: readonly FetcherStore<unknown>[]; release(): void }> {
  const [data] = await Promise.all([def.data?.(), loadRouteCode(location)]);
  const stores: readonly FetcherStore<unknown>[] = (params ? data?.default.queries?.(params, search) : null) ?? [];
  const held = stores.map((store) => store.listen(() => {}));
  return { stores, release: () => held.forEach((release) => release()) };
}

/**
 * Gets the page at this address ready to hydrate (holdPage). Returns the function letting its
 * stores go, once the page's own views have subscribed.
 */
export async function holdRoute(location: string, search: URLSearchParams): Promise<() => void> {
  const found = routeOf(location);
  if (!found) return () => {};
  return (await holdPage(found.def, found.params, location, search)).release;
}

import type { ComponentType, ReactNode } from 'react';
import type { FetcherStore } from '#core/client/index.js';
import type { FeatureName } from '#core/features/index.js';

/**
 * What a route is: each page folder's `route.ts` declares one (small and static: it is in the
 * first script), and `routes.ts` assembles them. Layouts: A = header and footer, 'header' =
 * header only, 'footer' = footer only, 'bare' = neither.
 */
export type Layout = 'A' | 'header' | 'footer' | 'bare';

export type RawParams = Record<string, string | undefined>;

export interface PageProps<P = RawParams> {
  params: P;
}

/** A page's data module (`data.ts`): starts the page's queries for these params and address. */
export interface PageData<P = any> {
  prefetch(params: P, search: URLSearchParams): void;
  /** The stores the page reads for these params and address (a server waits for their answers). */
  queries?(params: P, search: URLSearchParams): readonly FetcherStore<any>[];
}

export interface RouteDef<P = any> {
  /** Absolute for a top-level route; relative to its branch's base inside a branch. */
  path: string;
  layout: Layout;
  requiresLogin: boolean;
  /** document.title before the site name; a page may set a more specific one with useTitle. */
  title: string;
  /** Typed params from the matched segments; null renders the not-found page instead. */
  params?: (raw: RawParams) => P | null;
  /** The page's data, loaded lazily beside its code; both start before the page renders. */
  data?: () => Promise<{ default: PageData<P> }>;
  page: () => Promise<{ default: ComponentType<PageProps<P>> }>;
  /**
   * Inside a branch: the route's entry in the branch's navigation (the member centre's sidebar,
   * the exam hub's tabs), shown only while `feature` is on.
   */
  nav?: { label: string; feature?: FeatureName };
  /** A route of an optional part (live classes): the not-found page while its switch is off. */
  feature?: FeatureName;
  /** The page's source module, recorded by the rendering server's build to find the page's chunk. */
  module?: string;
}

/** A route as its folder declares it: the layout is A and no login is required unless it says so. */
export type RouteInput<P> = Omit<RouteDef<P>, 'layout' | 'requiresLogin'> &
  Partial<Pick<RouteDef<P>, 'layout' | 'requiresLogin'>>;

/** A route's typed params from its matched segments; null when they do not fit (the not-found page). */
export const paramsOf = <P>(def: RouteDef<P>, raw: RawParams): P | RawParams | null =>
  def.params ? def.params(raw) : raw;

export const defineRoute = <P>(def: RouteInput<P>): RouteDef<P> => ({ layout: 'A', requiresLogin: false, ...def });

/** What a branch's shell is given: the entries of its navigation and the page inside. */
export interface BranchShellProps {
  /** Entries of the branch's routes that have `nav`, with their absolute paths, switches applied. */
  entries: Array<{ href: string; label: string }>;
  children: ReactNode;
}

/**
 * Routes sharing one frame below a base path (the member centre's sidebar, the exam hub): the
 * guard and the shell apply once for the branch, and only the page inside changes. A route of a
 * public branch may still require login for itself.
 */
export interface RouteBranch {
  base: string;
  layout: Layout;
  requiresLogin: boolean;
  shell: () => Promise<{ default: ComponentType<BranchShellProps> }>;
  routes: RouteDef[];
}

/** `:name` as a positive id (1 to 9 digits), or null for anything else. */
export const idParam =
  <K extends string>(name: K) =>
  (raw: RawParams): Record<K, number> | null => {
    const value = raw[name] ?? '';
    return /^\d{1,9}$/.test(value) && Number(value) > 0 ? ({ [name]: Number(value) } as Record<K, number>) : null;
  };

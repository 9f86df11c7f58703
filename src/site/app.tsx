import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
} from 'react';
import { useStore } from '@nanostores/react';
import { parse as parsePattern } from 'regexparam';
import { Route, Switch, matchRoute, useLocation, useRouter, useSearch, type Parser } from 'wouter';
import { configFunc, isLogin, sessionReady } from '#core/session/index.js';
import { Toaster } from '#widgets/toast/toaster.js';
import { Spinner } from '#widgets/ui/spinner.js';
import { Frame } from './layouts/frame.js';
import NotFoundPage from './pages/not-found.js';
import { allRoutes, branches, routes } from './routes.js';
import {
  paramsOf,
  type BranchShellProps,
  type PageProps,
  type RawParams,
  type RouteBranch,
  type RouteDef,
} from './route-def.js';
import { ErrorBoundary } from './shell/error-boundary.js';
import { LazyLoginDialog } from './shell/lazy-login-dialog.js';
import { AgreementPrompt } from './shell/agreement-prompt.js';
import { RouteGuard } from './shell/route-guard.js';
import { skipLink } from './shell/shell.css.js';
import { useRouteTitle } from './shell/title.js';

// One lazy component per route (and per branch shell) for the life of the page, so revisiting a
// route reuses its chunk.
const lazies = new Map<unknown, LazyExoticComponent<ComponentType<any>>>();
export function lazyOf<P>(key: unknown, load: () => Promise<{ default: ComponentType<P> }>) {
  let component = lazies.get(key);
  if (!component) lazies.set(key, (component = lazy(load)));
  return component as LazyExoticComponent<ComponentType<P>>;
}

export type RouteMatch = ReturnType<typeof allRoutes>[number] & { raw: RawParams; params: unknown };

/**
 * The route an address below the base shows, with its matched segments and the params typed from
 * them (null params: the not-found page); null for an address no route matches.
 */
export function routeOf(location: string, parser: Parser = parsePattern): RouteMatch | null {
  for (const r of allRoutes()) {
    const [hit, matched] = matchRoute(parser, r.path, location);
    if (!hit) continue;
    const raw = (matched ?? {}) as RawParams;
    return { ...r, raw, params: paramsOf(r.def, raw) };
  }
  return null;
}

function RoutedPage({ def, raw }: { def: RouteDef; raw: RawParams }) {
  const features = useStore(configFunc);
  const params = def.feature && !features[def.feature] ? null : paramsOf(def, raw);
  const Page = lazyOf<PageProps>(def, def.page);
  useRouteTitle(params ? def.title : '页面不存在');
  if (!params) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner />}>
      <Page params={params} />
    </Suspense>
  );
}

function RoutePage({ def, raw }: { def: RouteDef; raw: RawParams }) {
  const [location] = useLocation();
  return (
    <Frame layout={def.layout}>
      <ErrorBoundary resetKey={location}>
        <RouteGuard requiresLogin={def.requiresLogin}>
          <RoutedPage def={def} raw={raw} />
        </RouteGuard>
      </ErrorBoundary>
    </Frame>
  );
}

/**
 * A branch (member centre, exam hub): frame, guard and shell once, then the branch's own routes
 * through wouter's nesting, so moving between its pages keeps the shell mounted.
 */
function BranchPage({ branch }: { branch: RouteBranch }) {
  const [location] = useLocation();
  const features = useStore(configFunc);
  const Shell = lazyOf<BranchShellProps>(branch, branch.shell);
  const entries = branch.routes
    .filter((def) => def.nav && (!def.nav.feature || features[def.nav.feature]))
    .map((def) => ({ href: def.path === '/' ? branch.base : branch.base + def.path, label: def.nav!.label }));
  return (
    <Frame layout={branch.layout}>
      <ErrorBoundary resetKey={location}>
        <RouteGuard requiresLogin={branch.requiresLogin}>
          <Suspense fallback={<Spinner />}>
            <Shell entries={entries}>
              {/* Only the branch's own routes are nested: the frame, guard and shell above see the
                  whole address (the header selects its menu entry by it). */}
              <Route path={branch.base} nest>
                <Switch>
                  {branch.routes.map((def) => (
                    <Route key={def.path} path={def.path}>
                      {(raw) =>
                        // A route of a public branch may require login for itself (an exam's detail).
                        def.requiresLogin && !branch.requiresLogin ? (
                          <RouteGuard requiresLogin>
                            <RoutedPage def={def} raw={raw as RawParams} />
                          </RouteGuard>
                        ) : (
                          <RoutedPage def={def} raw={raw as RawParams} />
                        )
                      }
                    </Route>
                  ))}
                  <Route>
                    <BranchNotFound />
                  </Route>
                </Switch>
              </Route>
            </Shell>
          </Suspense>
        </RouteGuard>
      </ErrorBoundary>
    </Frame>
  );
}

function BranchNotFound() {
  useRouteTitle('页面不存在');
  return <NotFoundPage />;
}

function NotFound() {
  useRouteTitle('页面不存在');
  return (
    <Frame layout="A">
      <NotFoundPage />
    </Frame>
  );
}

/** Scroll to the top on every route change and, after the first, move focus to the new content. */
function useRouteChangeEffects(location: string) {
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}

/**
 * Starts the current route's code and data together, before the page renders: while start-up
 * still waits on the server for public routes, and once the login state is known for member ones
 * (their requests carry the member's token, and a stale one must be settled by start-up first).
 */
function usePreloadedRoute(location: string, search: string, ready: boolean) {
  const { parser } = useRouter();
  // The address whose data was last asked for: start-up ending must not ask again for what a public
  // route already requested (a second request would replace an error the page is showing).
  const asked = useRef('');
  useEffect(() => {
    const found = routeOf(location, parser);
    if (!found) return;
    const { def, branch, params } = found;
    const guarded = def.requiresLogin || branch?.requiresLogin;
    if (!ready && guarded) return;
    // Before start-up the switches are not known yet: a public route starts anyway (the head start
    // is worth the rare wasted call); once known, a switched-off part loads nothing.
    if (ready && def.feature && !configFunc.get()[def.feature]) return;
    // A failure here surfaces again, and is shown, when the route renders.
    def.page().catch(() => {});
    branch?.shell().catch(() => {});
    // A visitor is on the way to /login?redirect=…: the member's data would only answer 401, and
    // the client's answer to a 401 (go to /login) would drop the way back.
    if (guarded && !isLogin.get()) return;
    const address = `${location}?${search}`;
    if (asked.current === address) return;
    asked.current = address;
    // A failed prefetch is only a missed head start: the page asks again and shows any error.
    if (params && def.data)
      def
        .data()
        .then((data) => data.default.prefetch(params, new URLSearchParams(search)))
        .catch(() => {});
  }, [parser, location, search, ready]);
}

// Focus the content without leaving "#main" in the address.
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
};

export function App() {
  const ready = useStore(sessionReady);
  const [location] = useLocation();
  const search = useSearch();
  useRouteChangeEffects(location);
  usePreloadedRoute(location, search, ready);
  return (
    <ErrorBoundary resetKey={location}>
      <a className={skipLink} href="#main" onClick={skipToMain}>
        跳到主要内容
      </a>
      {ready ? (
        <Switch>
          {routes.map((def) => (
            <Route key={def.path} path={def.path}>
              {(raw) => <RoutePage def={def} raw={raw as RawParams} />}
            </Route>
          ))}
          {branches.map((branch) => (
            <Route key={branch.base} path={`${branch.base}/*?`}>
              <BranchPage branch={branch} />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      ) : (
        <Spinner label="正在加载" />
      )}
      <LazyLoginDialog />
      <AgreementPrompt />
      <Toaster />
    </ErrorBoundary>
  );
}

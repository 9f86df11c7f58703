import { Suspense, lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { env } from '../core/env/index.js';
import { sessionReady } from '../core/session/index.js';
import { Toaster } from '../widgets/toast/toaster.js';
import { Spinner } from '../widgets/ui/spinner.js';
import { Frame } from './layouts/frame.js';
import NotFoundPage from './pages/not-found.js';
import { routes, type PageProps, type RouteDef } from './routes.js';
import { ErrorBoundary } from './shell/error-boundary.js';
import { LazyLoginDialog } from './shell/lazy-login-dialog.js';
import { interceptLinks } from './shell/links.js';
import { RouteGuard } from './shell/route-guard.js';
import { skipLink } from './shell/shell.css.js';
import { useRouteTitle } from './shell/title.js';

// One lazy component per route for the life of the page, so revisiting a route reuses its chunk.
const pages = new Map<RouteDef, LazyExoticComponent<ComponentType<PageProps>>>();
const pageOf = (def: RouteDef) => {
  let page = pages.get(def);
  if (!page) pages.set(def, (page = lazy(def.page)));
  return page;
};

function RoutePage({ def, params }: { def: RouteDef; params: Record<string, string> }) {
  const Page = pageOf(def);
  const [location] = useLocation();
  useRouteTitle(def.title);
  return (
    <Frame layout={def.layout}>
      <ErrorBoundary resetKey={location}>
        <RouteGuard requiresLogin={def.requiresLogin}>
          <Suspense fallback={<Spinner />}>
            <Page params={params} />
          </Suspense>
        </RouteGuard>
      </ErrorBoundary>
    </Frame>
  );
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

/** Anchors rendered by widgets (user menu, course cards) route in-app when the site serves the path. */
function useInAppLinks() {
  const { parser } = useRouter();
  useEffect(
    () =>
      interceptLinks(
        (pathname) => routes.some((def) => matchRoute(parser, def.path, pathname)[0]),
        (to) => env().navigate(to),
      ),
    [parser],
  );
}

/** Fetches the current route's code while start-up still waits on the server, not after it. */
function usePreloadedRoute(location: string, ready: boolean) {
  const { parser } = useRouter();
  useEffect(() => {
    if (ready) return;
    // A failure here surfaces again, and is shown, when the route renders.
    routes.find((def) => matchRoute(parser, def.path, location)[0])?.page().catch(() => {});
  }, [parser, location, ready]);
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
  useRouteChangeEffects(location);
  useInAppLinks();
  usePreloadedRoute(location, ready);
  return (
    <ErrorBoundary resetKey={location}>
      <a className={skipLink} href="#main" onClick={skipToMain}>
        跳到主要内容
      </a>
      {ready ? (
        <Switch>
          {routes.map((def) => (
            <Route key={def.path} path={def.path}>
              {(params) => <RoutePage def={def} params={params as Record<string, string>} />}
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
      <Toaster />
    </ErrorBoundary>
  );
}

import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Switch, useLocation } from 'wouter';
import { config, sessionReady } from '../core/session/index.js';
import { Spinner } from '../widgets/ui/spinner.js';
import { routes, type Layout, type RouteDef } from './routes.js';
import { SiteHeader } from './layouts/site-header.js';
import { SiteFooter } from './layouts/site-footer.js';
import NotFoundPage from './pages/not-found.js';
import * as css from './layouts/layout.css.js';

function Frame({ layout, children }: { layout: Layout; children: React.ReactNode }) {
  return (
    <div className={css.shell}>
      {(layout === 'A' || layout === 'header') && <SiteHeader />}
      <main id="main" className={css.main}>
        {children}
      </main>
      {(layout === 'A' || layout === 'footer') && <SiteFooter />}
    </div>
  );
}

function useTitle(title: string) {
  const site = useStore(config)?.webname ?? '';
  useEffect(() => {
    document.title = [title, site].filter(Boolean).join(' - ');
  }, [title, site]);
}

function RoutePage({ def, params }: { def: RouteDef; params: Record<string, string> }) {
  const Page = useMemo(() => lazy(def.page), [def]);
  useTitle(def.title);
  return (
    <Frame layout={def.layout}>
      <Suspense fallback={<Spinner />}>
        <Page params={params} />
      </Suspense>
    </Frame>
  );
}

function NotFound() {
  useTitle('页面不存在');
  return (
    <Frame layout="A">
      <NotFoundPage />
    </Frame>
  );
}

export function App() {
  const ready = useStore(sessionReady);
  const [location] = useLocation();
  useEffect(() => window.scrollTo(0, 0), [location]);
  if (!ready) return <Spinner label="正在加载" />;
  return (
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
  );
}

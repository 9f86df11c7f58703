import { Suspense, lazy, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Layout } from '../route-def.js';
import { notices } from '../shell/alerts.js';
import { SiteHeader } from './site-header.js';
import { SiteFooter } from './site-footer.js';
import * as css from './layout.css.js';

// Only members with a step pending ever see the start-up notices; their code loads when one is shown.
const StartupNotices = lazy(() => import('../shell/startup-notices.js').then((m) => ({ default: m.StartupNotices })));

/** The four layouts of the spec around a page; every one has the same `main` landmark. */
export function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const header = layout === 'A' || layout === 'header';
  const shown = useStore(notices);
  return (
    <div className={css.shell}>
      {header && <SiteHeader />}
      {header && (shown.bindMobile || shown.face) && (
        <Suspense fallback={null}>
          <StartupNotices />
        </Suspense>
      )}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {(layout === 'A' || layout === 'footer') && <SiteFooter />}
    </div>
  );
}

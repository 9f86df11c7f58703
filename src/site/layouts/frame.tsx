import type { ReactNode } from 'react';
import type { Layout } from '../routes.js';
import { StartupNotices } from '../shell/startup-notices.js';
import { SiteHeader } from './site-header.js';
import { SiteFooter } from './site-footer.js';
import * as css from './layout.css.js';

/** The four layouts of the spec around a page; every one has the same `main` landmark. */
export function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const header = layout === 'A' || layout === 'header';
  return (
    <div className={css.shell}>
      {header && <SiteHeader />}
      {header && <StartupNotices />}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {(layout === 'A' || layout === 'footer') && <SiteFooter />}
    </div>
  );
}

import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import type { FriendLink } from '#core/site/index.js';
import { siteName } from '#core/capabilities/config.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { config } from '#core/session/index.js';
import { ServerLink } from '../shell/links.js';
import { ScrollToTop } from './scroll-top.js';
import * as css from './footer.css.js';

/** Paths whose footer sits flush under the content (spec: "footer margin changes on /vip and /search"). */
export const FLUSH_FOOTER_PATHS = ['/vip', '/search'];

// Only a config without its own links sends the home page to GET /api/v2/links; that code (and the
// query layer it reads through) loads only then.
const FetchedFriendLinks = lazy(() => import('./fetched-friend-links.js'));

/** Friend links: the ones with a name and a safe address, as a titled list; nothing when none. */
export function FriendLinks({ links }: { links: FriendLink[] }) {
  const shown = links.filter((l) => l && l.name && safeHttpUrl(l.url));
  if (!shown.length) return null;
  return (
    <section className={css.links} aria-labelledby="friend-links-title">
      <h2 id="friend-links-title" className={css.linksTitle}>
        友情链接
      </h2>
      <ul className={css.linkList}>
        {shown.map((l) => (
          <li key={l.id ?? l.url}>
            <ServerLink url={l.url} className={css.link}>
              {l.name}
            </ServerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Friend links (home only), the site name, up to two ICP records, and the scroll-to-top button. */
export function SiteFooter() {
  const cfg = useStore(config);
  const name = siteName(cfg);
  const [pathname] = useLocation();
  const home = pathname === '/';
  const fromConfig = cfg?.links;
  const flush = FLUSH_FOOTER_PATHS.includes(pathname.replace(/\/+$/, ''));
  const records = cfg
    ? [
        { text: cfg.icp, link: cfg.icp_link },
        { text: cfg.icp2, link: cfg.icp2_link },
      ].filter((r) => r.text)
    : [];
  return (
    <footer className={`${css.footer} ${flush ? css.flush : ''}`}>
      <div className={css.inner}>
        {home && cfg ? (
          Array.isArray(fromConfig) ? (
            <FriendLinks links={fromConfig} />
          ) : (
            <Suspense fallback={null}>
              <FetchedFriendLinks />
            </Suspense>
          )
        ) : null}
        {name ? <p className={css.name}>{name}</p> : null}
        {records.length > 0 && (
          <p className={css.records}>
            {records.map((r) => (
              <ServerLink key={r.text} url={r.link} className={css.link}>
                {r.text}
              </ServerLink>
            ))}
          </p>
        )}
      </div>
      <ScrollToTop />
    </footer>
  );
}

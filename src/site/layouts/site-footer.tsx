import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import type { FriendLink } from '../../core/api/types.js';
import { safeHttpUrl } from '../../core/guards/links.js';
import { friendLinks } from '../../core/query/site.js';
import { useQuery } from '../../widgets/data/use-query.js';
import { config } from '../../core/session/index.js';
import { ServerLink } from '../shell/links.js';
import { ScrollToTop } from './scroll-top.js';
import * as css from './footer.css.js';

/** Paths whose footer sits flush under the content (spec: "footer margin changes on /vip and /search"). */
export const FLUSH_FOOTER_PATHS = ['/vip', '/search'];

/** Friend links: from system config when it carries them, else GET /api/v2/links (home page only). */
function useFriendLinks(active: boolean, fromConfig: FriendLink[] | undefined): FriendLink[] {
  // The footer is not the page: when the links fail it simply shows none.
  const fetched = useQuery(friendLinks(active && !Array.isArray(fromConfig))).data;
  if (!active) return [];
  return Array.isArray(fromConfig) ? fromConfig : Array.isArray(fetched) ? fetched : [];
}

/** Friend links (home only), the site name, up to two ICP records, and the scroll-to-top button. */
export function SiteFooter() {
  const cfg = useStore(config);
  const [pathname] = useLocation();
  const home = pathname === '/';
  const links = useFriendLinks(home && !!cfg, cfg?.links).filter((l) => l && l.name && safeHttpUrl(l.url));
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
        {links.length > 0 && (
          <section className={css.links} aria-labelledby="friend-links-title">
            <h2 id="friend-links-title" className={css.linksTitle}>
              友情链接
            </h2>
            <ul className={css.linkList}>
              {links.map((l) => (
                <li key={l.id ?? l.url}>
                  <ServerLink url={l.url} className={css.link}>
                    {l.name}
                  </ServerLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {cfg?.webname && <p className={css.name}>{cfg.webname}</p>}
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

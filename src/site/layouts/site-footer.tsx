import { useStore } from '@nanostores/react';
import { config } from '../../core/session/index.js';
import { safeHttpUrl } from '../../core/guards/links.js';
import * as css from './layout.css.js';

/** Site name and up to two ICP records, each linked when the server gives a safe address. */
export function SiteFooter() {
  const cfg = useStore(config);
  if (!cfg) return null;
  const records = [
    { text: cfg.icp, link: cfg.icp_link },
    { text: cfg.icp2, link: cfg.icp2_link },
  ].filter((r) => r.text);
  return (
    <footer className={css.footer}>
      <div>{cfg.webname}</div>
      {records.length > 0 && (
        <p className={css.footerLinks}>
          {records.map((r) => {
            const href = safeHttpUrl(r.link);
            return href ? (
              <a key={r.text} href={href} target="_blank" rel="noopener noreferrer">
                {r.text}
              </a>
            ) : (
              <span key={r.text}>{r.text}</span>
            );
          })}
        </p>
      )}
    </footer>
  );
}

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isOn } from '#core/features/index.js';
import { isAbsoluteHttpUrl, safeHttpUrl } from '#core/guards/links.js';
import type { Flag } from '#core/client/index.js';
import { Link } from '#widgets/ui/link.js';
import { srOnly } from './shell.css.js';

export interface ServerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** An address from the server (navs, friend links): anything but http(s) or a path is refused. */
  url: string | null | undefined;
  /** The nav `blank` flag: an absolute address opens in a new window unless it is 0. */
  blank?: Flag | string | number | null;
  children: ReactNode;
  /** Rendered instead of a link when the address is refused; plain text by default. */
  fallback?: ReactNode;
}

/**
 * A server-provided address as a link: an absolute http(s) address is a normal link, in a new
 * window unless `blank` is 0 (spec: "opens in the same window when blank is 0, otherwise in a new
 * one"); a site path routes in-app; `javascript:`, `data:` and the rest never become links.
 */
export function ServerLink({ url, blank, children, fallback, ...rest }: ServerLinkProps) {
  const safe = safeHttpUrl(url);
  if (!safe) return <>{fallback === undefined ? <span className={rest.className}>{children}</span> : fallback}</>;
  if (isAbsoluteHttpUrl(safe)) {
    const sameWindow = blank !== undefined && blank !== null && !isOn(blank);
    return (
      <a
        {...rest}
        href={safe}
        target={sameWindow ? undefined : '_blank'}
        rel={sameWindow ? undefined : 'noopener noreferrer'}
      >
        {children}
        {sameWindow ? null : <span className={srOnly}>（在新窗口打开）</span>}
      </a>
    );
  }
  return (
    <Link {...rest} href={safe}>
      {children}
    </Link>
  );
}

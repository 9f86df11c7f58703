import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { safeHttpUrl } from '#core/guards/links.js';

export interface SafeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address from the server or a host setting: checked by core's safeHttpUrl. */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * A link whose address did not come from this code: it becomes a link only when it passes the
 * link check (http(s) or a path of this site); otherwise its text shows plainly, in a span with
 * the same class.
 */
export function SafeLink({ href, children, ...rest }: SafeLinkProps) {
  const safe = safeHttpUrl(href);
  return safe ? (
    <a {...rest} href={safe}>
      {children}
    </a>
  ) : (
    <span className={rest.className}>{children}</span>
  );
}

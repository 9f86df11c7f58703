import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { env } from '../../core/env/index.js';

/**
 * An internal link: a real anchor (middle click, copy address, new tab all work), whose plain
 * left click goes through core's navigation, which the site routes in-app and an embed leaves to
 * the browser. The one way anything in the product follows an internal link.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (rest.target && rest.target !== '_self') return;
    if (rest.download !== undefined) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A jump within the same page is the browser's job.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    env().navigate(url.pathname + url.search + url.hash);
  };
  return <a {...rest} href={href} onClick={follow} />;
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { documentPath, env, withoutBase } from '#core/env/index.js';

/** A left click without a modifier that nothing has taken yet: one the page may handle itself. */
const isPlainClick = (event: MouseEvent): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link's click handler that does `action` instead of following it, for a plain click only: the
 * link still leads somewhere before the page's script runs, and in a new tab.
 */
export const insteadOfFollowing =
  (action: () => void) =>
  (event: MouseEvent): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };

/**
 * An internal link: a real anchor (middle click, copy address, new tab all work), whose plain
 * left click goes through core's navigation, which the site routes in-app and an embed leaves to
 * the browser. The one way anything in the product follows an internal link. `href` is a path of
 * the site (below its base path, as core's paths build them); the anchor carries the browser's.
 */
export function Link({ href: path, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const href = documentPath(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    if (rest.target && rest.target !== '_self') return;
    if (rest.download !== undefined) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const { base } = env();
    // Outside the path the site is served under (the API server's own pages): the browser's too.
    if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return;
    // A jump within the same page is the browser's job.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    env().navigate(withoutBase(base, url.pathname) + url.search + url.hash);
  };
  return <a {...rest} href={href} onClick={follow} />;
}

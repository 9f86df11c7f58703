import type { Environment } from '#core/env/index.js';

type Navigate = Environment['navigate'];

/**
 * Core's one navigation in the site: paths the site serves go through the router (no reload);
 * anything else on this origin (the server's own pages, downloads) is a real page load.
 */
export function siteNavigator(
  isSitePath: (pathname: string) => boolean,
  router: Navigate,
  browser: Navigate,
): Navigate {
  return (to, options) => {
    const { pathname } = new URL(to, window.location.href);
    (isSitePath(pathname) ? router : browser)(to, options);
  };
}

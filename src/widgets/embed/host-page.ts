import { configureEnvironment, env } from '#core/env/index.js';
import { noop, site } from './context.js';
import { siteUrl } from './options.js';
import { withDialog } from './session.js';

/**
 * Core's environment on a host page, where the visitor stays on the page after a login, a logout
 * or a 401. Returns what restores the environment.
 */
export const stayOnHostPage = () =>
  configureEnvironment({
    // After a login the stores already hold the member: widgets re-render, meedu:login tells the page.
    reload: noop,
    navigate: (path) => {
      // A 401 asks for /login; here that is the login dialog.
      if (/^\/login([/?#]|$)/.test(path)) void withDialog((dialog) => dialog.$state.get().open || dialog.open('login'));
      // Home after logout is the host page itself. Pages only the learner site has (face check,
      // member centre) open there, when it is known.
      else if (path && path !== '/') {
        if (site) env().assign(siteUrl(site, path));
        else env().log('embed: no data-site, navigation ignored', path);
      }
    },
  });

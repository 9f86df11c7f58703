import { configureEnvironment, env } from '../../core/env/index.js';
import { noop, type RuntimeContext } from './context.js';
import { siteUrl } from './options.js';
import { withDialog } from './session.js';

/**
 * Core's environment on a host page, where the visitor stays on the page after a login, a logout
 * or a 401. Returns what restores the environment.
 */
export const stayOnHostPage = (rt: RuntimeContext) =>
  configureEnvironment({
    // After a login the stores already hold the member: widgets re-render, meedu:login tells the page.
    reload: noop,
    navigate: (path) => {
      // A 401 asks for /login; here that is the login dialog.
      if (/^\/login([/?#]|$)/.test(path))
        void withDialog(rt, (dialog) => dialog.$state.get().open || dialog.open('login'));
      // Home after logout is the host page itself. Pages only the learner site has (face check,
      // member centre) open there, when it is known.
      else if (path && path !== '/') {
        if (rt.site) env().assign(siteUrl(rt.site, path));
        else env().log('embed: no data-site, navigation ignored', path);
      }
    },
  });

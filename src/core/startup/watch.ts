import { env } from '../env/index.js';
import { getToken, loginUser, syncAcrossTabs } from '../session/index.js';
import type { StartupDeps } from './types.js';

/** Follows logins and logouts made in other tabs. Returns a function that stops it. */
export function watchSession(deps: Pick<StartupDeps, 'getMemberDetail'>, target?: Window): () => void {
  return syncAcrossTabs((token) => {
    deps.getMemberDetail().then(
      // A later login or a logout may have happened while this one loaded; only the current token counts.
      (u) => {
        if (getToken() === token) loginUser(u);
      },
      (err) => env().log('loading the member failed', err),
    );
  }, target);
}

import { logoutRequest } from '../auth/index.js';
import { logout as clearAndLeave } from '../session/index.js';

/**
 * Log out: tell the server (best effort, quietly), clear locally, toast and go home. The request
 * leaves with the token before the session is cleared, so its answer, like every other answer of
 * the ended session (a 401 once the server has forgotten the token), is not acted on.
 */
export function logout(): Promise<void> {
  const told = logoutRequest().then(
    () => {},
    () => {},
  );
  clearAndLeave();
  return told;
}

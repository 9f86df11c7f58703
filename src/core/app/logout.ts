import { logoutRequest } from '../api/auth.js';
import { beginLogout, logout as clearAndLeave } from '../session/index.js';

/**
 * Log out: tell the server (best effort, quietly), then clear locally, toast and go home. From
 * the first step, requests of this session that answer 401 (the server forgets the token before
 * its answer to the logout arrives) are not acted on.
 */
export async function logout(): Promise<void> {
  beginLogout();
  try {
    await logoutRequest();
  } catch {
    // The token may already be invalid; the local session is cleared regardless.
  }
  clearAndLeave();
}

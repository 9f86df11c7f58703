import { logoutRequest } from '../api/auth.js';
import { logout as clearAndLeave } from '../session/index.js';

/** Log out: tell the server (best effort, quietly), then clear locally, toast and go home. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // The token may already be invalid; the local session is cleared regardless.
  }
  clearAndLeave();
}

import type { AuthView } from '../../core/auth/index.js';

/**
 * Core's login dialog machine and logout bring every auth flow with them (a few KB). The bell and
 * the user menu only need them on a click, so they are loaded then: an embed showing just these
 * widgets does not pay for the flows up front, and where the core is already loaded (the site,
 * or after the login button) the import resolves at once to the same shared instance.
 */
const core = () => import('../../core/index.js');

export function openLoginDialog(view: Extract<AuthView, 'login' | 'register'> = 'login'): Promise<void> {
  return core().then((m) => m.loginDialog().open(view));
}

export function logoutMember(): Promise<void> {
  return core().then((m) => m.logout());
}

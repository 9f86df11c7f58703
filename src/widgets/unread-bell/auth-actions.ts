import type { AuthView } from '#core/auth/index.js';

/*
 * Core's login dialog machine brings every auth flow with it (a few KB). The bell and the user menu
 * only need it, or logout, on a click, so each is loaded then from its own narrow module: an embed
 * showing just these widgets does not pay for the flows up front, and where the module is already
 * loaded (the site, or after the login button) the import resolves at once to the same instance.
 */

export function openLoginDialog(view: Extract<AuthView, 'login' | 'register'> = 'login'): Promise<void> {
  return import('#core/app/login-dialog.js').then((m) => m.loginDialog().open(view));
}

export function logoutMember(): Promise<void> {
  return import('#core/app/logout.js').then((m) => m.logout());
}

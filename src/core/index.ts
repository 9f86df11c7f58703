/**
 * The core's public face: framework-free state and effects that widgets and the site share.
 * Widgets and pages import from here (or a concern's own index) and never call fetch themselves.
 */
import * as authApi from './api/index.js';
import { createLoginDialog, type LoginDialog } from './auth/index.js';
import { logout as clearAndLeave } from './session/index.js';
import { loginWithToken, startApp, watchSession, type StartOptions, type StartupDeps } from './startup/index.js';

export * from './env/index.js';
export * from './storage/index.js';
export * from './session/index.js';
export * from './features/index.js';
export * from './guards/index.js';
export * from './guards/links.js';
export * from './handoff/index.js';
export * from './time/index.js';
export * from './startup/index.js';
export * from './auth/index.js';
export * from './api/index.js';
// Both faces name the SMS scene type; they are the same union.
export type { SmsScene } from './auth/index.js';

export const startupDeps: StartupDeps = {
  getConfig: authApi.getConfig,
  getMemberDetail: authApi.getMemberDetail,
  loginWithCode: authApi.loginWithCode,
  bindDistribution: authApi.bindDistribution,
};

let dialog: LoginDialog | undefined;

/**
 * The one login dialog machine every widget on the page shares: the user menu opens it, the
 * dialog widget renders it. After a login it applies the face-check / redirect / reload rule.
 */
export function loginDialog(): LoginDialog {
  dialog ??= createLoginDialog({
    api: authApi,
    onLoggedIn: async (token) => {
      await loginWithToken(token, authApi);
    },
  });
  return dialog;
}

/** Log out: tell the server (best effort, quietly), then clear locally, toast and go home. */
export async function logout(): Promise<void> {
  try {
    await authApi.logoutRequest();
  } catch {
    // The token may already be invalid; the local session is cleared regardless.
  }
  clearAndLeave();
}

/** Site start-up: config, member, silent login, hand-off to h5_url, cross-tab session sync. */
export function bootSite(options: StartOptions = {}): Promise<void> {
  watchSession(startupDeps);
  return startApp(startupDeps, {
    handoff: true,
    onBindMobileRequired: (code) => loginDialog().open('bindMobile', { code, via: 'socialite' }),
    ...options,
  });
}

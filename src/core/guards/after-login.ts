import { env } from '../env/index.js';
import { safeRedirect } from './redirect.js';

export interface AfterLoginInput {
  pathname: string;
  search: string;
  faceVerifyEnabled: boolean;
  isFaceVerified: boolean;
}

export type AfterLogin = { type: 'navigate'; to: string; replace: true } | { type: 'reload' };

const LOGIN_PAGES = ['/login', '/login/callback'];

/** Spec section 4, "After login". */
export function afterLoginDestination(input: AfterLoginInput): AfterLogin {
  if (input.faceVerifyEnabled && !input.isFaceVerified) return { type: 'navigate', to: '/face-check', replace: true };
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  if (LOGIN_PAGES.includes(path)) {
    const to = safeRedirect(new URLSearchParams(input.search).get('redirect'));
    return { type: 'navigate', to, replace: true };
  }
  // Elsewhere the page itself changes with the login (prices, buttons, members-only content).
  return { type: 'reload' };
}

export function applyAfterLogin(input: AfterLoginInput): AfterLogin {
  const next = afterLoginDestination(input);
  if (next.type === 'reload') env().reload();
  else env().navigate(next.to, { replace: next.replace });
  return next;
}

import * as paths from '../paths/index.js';

export interface RouteGuardInput {
  pathname: string;
  /** `location.search`, with or without the leading `?`. */
  search: string;
  requiresLogin: boolean;
  isLogin: boolean;
  bindMobilePending: boolean;
  faceCheckPending: boolean;
}

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string };

const ALLOW: GuardResult = { action: 'allow' };

/** Spec section 2, access guards. Public routes are never redirected. */
export function guardRoute(input: RouteGuardInput): GuardResult {
  const { pathname, search, requiresLogin, isLogin, bindMobilePending, faceCheckPending } = input;
  if (!requiresLogin) return ALLOW;
  let to: string | null = null;
  if (!isLogin) {
    const query = search && search[0] !== '?' ? `?${search}` : search;
    to = paths.login(pathname + query);
  } else if (bindMobilePending) to = paths.bindMobile();
  else if (faceCheckPending) to = paths.faceCheck();
  return to && to !== pathname ? { action: 'redirect', to } : ALLOW;
}

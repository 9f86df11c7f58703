import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { env } from '#core/env/index.js';
import { guardRoute } from '#core/guards/index.js';
import { isBindMobilePending, isFaceCheckPending, isLogin, LOGOUT_REDIRECT_DELAY_MS } from '#core/session/index.js';
import { Spinner } from '#widgets/ui/spinner.js';

export interface GuardInput {
  requiresLogin: boolean;
  pathname: string;
  /** Without the leading `?`, as wouter's useSearch gives it. */
  search: string;
  isLogin: boolean;
}

/** Pages that finish a pending step and then continue to where the member was going. */
const STEP_PAGES = ['/bind-mobile', '/face-check'];

/**
 * Where a route must send the visitor instead of rendering, or null to render it. Core's guard
 * decides; the binding and face-check pages additionally learn where to continue afterwards.
 */
export function guardTarget({ requiresLogin, pathname, search, isLogin: loggedIn }: GuardInput): string | null {
  const result = guardRoute({
    pathname,
    search,
    requiresLogin,
    isLogin: loggedIn,
    bindMobilePending: isBindMobilePending(),
    faceCheckPending: isFaceCheckPending(),
  });
  // Already on the page the guard sends to (the same guard can stay mounted across its own
  // redirect): stop here rather than wrap the address in another redirect.
  if (result.action === 'allow' || result.to.split('?')[0] === pathname) return null;
  if (STEP_PAGES.includes(result.to)) {
    return `${result.to}?redirect=${encodeURIComponent(pathname + (search ? `?${search}` : ''))}`;
  }
  return result.to;
}

/**
 * Renders its children only when the guard allows the route; otherwise replaces the location.
 * A member who logs out while on a login-required page is not bounced to /login at once: logout
 * itself goes home after its 500 ms toast, so the guard waits that long before redirecting, which
 * only happens if nothing else moved the visitor on meanwhile.
 */
export function RouteGuard({ requiresLogin, children }: { requiresLogin: boolean; children: ReactNode }) {
  // Inside a branch (wouter's nesting) the location is relative to the branch's base.
  const [relative] = useLocation();
  const { base } = useRouter();
  const pathname = base ? base + (relative === '/' ? '' : relative) : relative;
  const search = useSearch();
  const loggedIn = useStore(isLogin);
  const wasAllowedAsMember = useRef(false);
  const target = guardTarget({ requiresLogin, pathname, search, isLogin: loggedIn });
  const loggedOutHere = !!target && !loggedIn && wasAllowedAsMember.current;

  useEffect(() => {
    if (!target) {
      wasAllowedAsMember.current = requiresLogin && loggedIn;
      return;
    }
    const e = env();
    if (!loggedOutHere) {
      e.navigate(target, { replace: true });
      return;
    }
    const handle = e.clock.setTimeout(() => env().navigate(target, { replace: true }), LOGOUT_REDIRECT_DELAY_MS + 100);
    return () => e.clock.clearTimeout(handle);
  }, [target, loggedOutHere, requiresLogin, loggedIn]);

  if (target) return <Spinner label="正在跳转" />;
  return <>{children}</>;
}

export { guardRoute, type GuardResult, type RouteGuardInput } from './route.js';
export { safeRedirect } from './redirect.js';
export { afterLoginDestination, applyAfterLogin, type AfterLogin, type AfterLoginInput } from './after-login.js';

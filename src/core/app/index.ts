/**
 * The app-level wiring of core's concerns to the API client: the shared login dialog, logout and
 * start-up. Each lives in its own module so that a bundle importing one does not carry the others;
 * import those modules directly where size matters (widgets, the embed), this face elsewhere.
 */
export { startupDeps } from './startup-deps.js';
export { loginDialog } from './login-dialog.js';
export { logout } from './logout.js';
export { bootSite } from './boot.js';

/**
 * Core's login dialog machine and logout, which bring every auth flow with them. The runtime
 * imports this lazily: a page with only a course list never needs them unless a 401 or the JS
 * API asks for the dialog, while the login button, bell and user menu chunks already import the
 * same modules, so linking after one of them loaded costs only this tiny chunk.
 */
export { loginDialog, logout } from '../../core/index.js';

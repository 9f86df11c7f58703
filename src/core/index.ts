/**
 * The core's public face: framework-free state and effects that the site and the ESM library
 * share. It only re-exports. Widgets and the embed import the concern they need (`./session`,
 * `./app/login-dialog`...) instead: a bundle that reaches this face, above all through a dynamic
 * `import()`, keeps every export of it (time formatting with dayjs, the auth machines, hand-off).
 */
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
// The session's local `logout` only clears; the app's also tells the server, and wins here.
export { startupDeps, loginDialog, logout, bootSite } from './app/index.js';

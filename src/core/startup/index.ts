export { startApp } from './start.js';
export { loginWithToken, checkMember } from './member.js';
export { watchSession } from './watch.js';
export type { LoginCodeResult, StartOptions, StartupCallbacks, StartupDeps } from './types.js';

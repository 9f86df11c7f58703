import { startupDeps } from '#core/app/startup-deps.js';
import { startApp } from '#core/startup/start.js';
import type { StartOptions } from '#core/startup/types.js';
import { watchSession } from '#core/startup/watch.js';

/**
 * The shared session's start-up (config, a stored token checked, a QQ `login_code` exchanged) and
 * the following of other tabs. Its own chunk: a page whose widgets do not show the session (a
 * course list) never loads it unless the JS API asks about the session or the dialog opens.
 */
export function startSession(options: StartOptions): { done: Promise<void>; stop: () => void } {
  const stop = watchSession(startupDeps);
  return { done: startApp(startupDeps, options), stop };
}
export * from './common.js';

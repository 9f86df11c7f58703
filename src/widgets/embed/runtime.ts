import { createRuntime, type Runtime } from './create-runtime.js';
import type { MeeduApi } from './meedu-api.js';
import type { LoadChunk, LoaderSettings } from './types.js';

// The `runtime` chunk the loader imports. Everything it does is assembled in create-runtime.ts;
// this entry exports only what the loader and the other chunks need, the shared base included.

let running: Runtime | undefined;

/**
 * Called by the loader once: builds the runtime, replaces the `window.Meedu` queue with the API
 * and runs what was queued, in order.
 */
export function start(settings: LoaderSettings, load: LoadChunk): MeeduApi {
  if (!running) {
    running = createRuntime(settings, load);
    const queued = window.Meedu;
    window.Meedu = running.api;
    if (Array.isArray(queued)) running.api.push(...queued);
  }
  return running.api;
}

/** Tears the started runtime down (an SPA host leaving the page section, tests). */
export function stop(): void {
  running?.dispose();
  running = undefined;
}
export * from './chunks/common.js';

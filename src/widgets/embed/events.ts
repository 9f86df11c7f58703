import { env } from '#core/env/index.js';
import { doc } from './context.js';
import type { MeeduEventDetail, MeeduEventName } from './meedu-api.js';

export const LOAD_FAILED = '组件加载失败';

/**
 * The widget host the visitor last used (one per page, as the runtime is): events caused by that
 * use are dispatched there.
 */
export let origin: HTMLElement | null | undefined;
export const setOrigin = (el: HTMLElement | null | undefined) => (origin = el);

/**
 * One event per occurrence, bubbling and composed: on the host of the widget the visitor was
 * using, else on document. A listener on document (as `Meedu.on` uses) sees each exactly once.
 */
export function emit<K extends MeeduEventName>(name: K, detail: MeeduEventDetail[K], target?: EventTarget): void {
  (target ?? (origin?.isConnected ? origin : doc)).dispatchEvent(
    new CustomEvent('meedu:' + name, { detail, bubbles: true, composed: true }),
  );
}

/** Logged, never thrown at the page: it keeps working without what did not load. */
export const failed = (what: string, error: unknown) => env().log(`embed: ${what} failed to load`, error);

/** A widget that failed: logged, and told on its placeholder (or document, once it has left). */
export function report(el: HTMLElement, message: string, error: unknown): void {
  env().log(`embed: ${message}`, error);
  emit('error', { message }, el.isConnected ? el : doc);
}

/** A mount that cannot start: told on the placeholder, or on document and with console.error. */
export function refuse(el: HTMLElement | null, message: string): Promise<never> {
  if (el) report(el, message, '');
  else {
    console.error('[meedu]', message);
    emit('error', { message }, doc);
  }
  return Promise.reject(new Error(message));
}

import { onToast, type ToastKind } from '#core/env/index.js';

/** How many toasts raised before a toaster mounts are kept for it (the newest win). */
export const EARLY_TOASTS_MAX = 5;

export type EarlyToast = [message: string, kind: ToastKind];

let kept: EarlyToast[] | undefined;
let stop: (() => void) | undefined;
let mounted = 0;

/**
 * Keeps toasts raised while no toaster listens: start-up and the first requests may fail while
 * the toaster's code is still loading (an embed loads it on the first toast), and core's toasts
 * reach only listeners already subscribed. Does nothing while a toaster is mounted.
 */
export function keepEarlyToasts(): void {
  if (kept || mounted) return;
  const list: EarlyToast[] = (kept = []);
  stop = onToast((message, kind) => {
    list.push([message, kind]);
    if (list.length > EARLY_TOASTS_MAX) list.shift();
  });
}

/** `component`, once keeping has started: what the toaster module exports as its Toaster. */
export function keepingEarlyToasts<T>(component: T): T {
  keepEarlyToasts();
  return component;
}

/**
 * A toaster mounting takes what was kept and keeping stops, so nothing shows twice; `release` on
 * unmount. Keeping does not resume by itself: a toaster mounted much later must not show old news.
 */
export function takeEarlyToasts(): { toasts: EarlyToast[]; release(): void } {
  mounted++;
  stop?.();
  const toasts = kept ?? [];
  kept = stop = undefined;
  let released = false;
  return {
    toasts,
    release() {
      if (!released) mounted--;
      released = true;
    },
  };
}

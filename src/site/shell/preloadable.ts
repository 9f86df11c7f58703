import { createElement, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Like React's lazy, but once `preload()` has settled the component renders at once: a page the
 * server rendered is loaded before the client hydrates it, so the first client render is the
 * server's markup and not a suspended fallback (which would throw that markup away). Until then
 * it suspends like lazy.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Preloaded(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    throw preload();
  }
  return Object.assign(Preloaded, { preload });
}

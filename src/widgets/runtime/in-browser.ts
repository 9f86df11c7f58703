import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** True while a server renders (for good) and while the browser hydrates what it sent (src/site/shell/hydrate.tsx). */
export let staticRender = false;

/** Says that what renders now is a server's page, or the browser's hydration of one. */
export function setStaticRender(on: boolean): void {
  staticRender = on;
}

/**
 * False while a server renders a widget and while the browser hydrates what the server sent; true
 * in the browser otherwise. What a server cannot do (portal into document.body, ask the API) waits
 * for it, so the server's markup and the browser's first render agree; a component rendered during
 * the hydration does it at its next render. React tells a server render by its server snapshot;
 * preact has no such thing, so its server and hydration say so with setStaticRender.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    never,
    () => !staticRender,
    () => false,
  );

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server renders a widget (react-dom/server) and while the browser hydrates what the
 * server sent; true afterwards, and from the first render of a widget rendered in the browser only.
 * What a server cannot do (portal into document.body, ask the API) waits for it, so the server's
 * markup and the browser's first render agree.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

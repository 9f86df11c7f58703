/**
 * Components are written against `react`; the embed and site builds run them on preact/compat
 * (one small runtime). The ESM library for React hosts keeps real react as a peer.
 */
export const preactAliases: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  // wouter takes useSyncExternalStore from React's CommonJS shim for React < 18; preact/compat has
  // the hook itself, so the shim (and its wrapper) stays out of every bundle.
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

/**
 * ofetch stays the HTTP client; its two helper packages are replaced by the few lines of them it
 * uses (src/core/client/shims), in every client build and in the unit tests that run the client.
 */
const shim = (name: string) => new URL(`../src/core/client/shims/${name}.ts`, import.meta.url).pathname;

export const fetchShims: Record<string, string> = {
  ufo: shim('ufo'),
  destr: shim('destr'),
};

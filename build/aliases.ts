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
};

import type Hls from 'hls.js';

/**
 * hls.js, loaded only when a page plays an HLS stream (its own chunk, never in a first view).
 * Browsers with Media Source Extensions play HLS through it: it reports load errors and keeps a
 * live stream at its edge, which native HLS (new in Chromium, old in Safari) does not expose. A
 * browser without MSE (iPhone Safari) plays the playlist natively.
 */
export type HlsClass = typeof Hls;

export const loadHls = (): Promise<HlsClass> => import('hls.js').then((m) => m.default);

/** True where hls.js can play (MSE present); otherwise hand the playlist to the element. */
export const playsHlsThroughMse = (): boolean =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

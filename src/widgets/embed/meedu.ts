import { bootLoader, type ChunkGraph } from './loader.js';

/** Written in by the build (build/embed.ts chunkGraph). */
declare const __MEEDU_CHUNK_GRAPH__: ChunkGraph;

// The entry of dist/embed/meedu.js, a classic script: document.currentScript is only set while a
// classic script runs, and it is how the loader finds its data-* settings and its own address.
bootLoader(
  document.currentScript as HTMLScriptElement | null,
  (url) => import(/* @vite-ignore */ url),
  window,
  __MEEDU_CHUNK_GRAPH__,
);

import {
  SESSION_WIDGETS,
  WIDGET_CHUNKS,
  isWidgetType,
  type ChunkModule,
  type LoadChunk,
  type LoaderSettings,
} from './types.js';

export interface RuntimeModule {
  start(settings: LoaderSettings, load: LoadChunk): unknown;
}

export type ImportModule = (url: string) => Promise<unknown>;

/** Each chunk name's files (build/embed.ts chunkGraph): `files` once, indexes per name. */
export interface ChunkGraph {
  files: string[];
  names: Record<string, number[]>;
}

/**
 * The script-tag loader: reads its own tag, keeps `window.Meedu` a command queue until the runtime
 * takes over, and loads the runtime plus the chunk of every widget type already on the page (and
 * the session start-up if one of them shows the session) in parallel. Chunks resolve against the
 * loader's own address, so a page on another origin works. Everything else (mounting, observing,
 * the JS API) lives in the runtime chunk: this file is what every page pays for up front.
 */
export function bootLoader(
  script: HTMLScriptElement | null,
  importModule: ImportModule,
  win: Window = window,
  graph: ChunkGraph = { files: [], names: {} },
): void {
  const existing = win.Meedu;
  // A second copy of the tag on the same page must not start a second runtime.
  if (existing && !Array.isArray(existing)) return;
  if (!existing) win.Meedu = [];
  // Without its tag (injected by a module, say) the loader resolves against the page and reads no settings.
  const tag: Partial<HTMLScriptElement> = script || {};
  const data = { ...tag.dataset };
  const settings: LoaderSettings = {
    base: new URL('.', tag.src || win.document.baseURI).href,
    data,
    nonce: data.nonce || tag.nonce || undefined,
  };
  const doc = win.document;
  const preloaded: Record<string, 1> = {};
  // Every file a chunk needs is asked for at once (with the page's nonce), instead of each import
  // being discovered only when its importer has arrived: at most two round trips after this script.
  const preload = (name: string) => {
    for (const i of graph.names[name] || []) {
      const href = settings.base + graph.files[i];
      if (preloaded[href]) continue;
      preloaded[href] = 1;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (settings.nonce) link.nonce = settings.nonce;
      doc.head.append(link);
    }
  };
  const cache: Record<string, Promise<ChunkModule>> = {};
  const load: LoadChunk = (name) => {
    preload(name);
    const pending = (cache[name] ||= importModule(settings.base + name + '.js') as Promise<ChunkModule>);
    // A failed fetch may succeed later (flaky network): do not cache the failure.
    pending.catch(() => cache[name] === pending && delete cache[name]);
    return pending;
  };
  for (const el of doc.querySelectorAll('[data-meedu-widget]')) {
    const type = el.getAttribute('data-meedu-widget');
    if (!isWidgetType(type)) continue;
    void load(WIDGET_CHUNKS[type]).catch(() => {});
    // The runtime would ask for it only once it has arrived: fetching it now saves a round trip.
    if (SESSION_WIDGETS.includes(type)) void load('session').catch(() => {});
  }
  (load('runtime') as Promise<unknown> as Promise<RuntimeModule>).then(
    (runtime) => runtime.start(settings, load),
    (error) => console.error('[meedu] 无法加载组件运行时', error),
  );
}

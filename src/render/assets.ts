import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inlinableCss } from './inline-css.js';

/**
 * What the rendering server reads from the site's build (scripts/build.mjs), once at start-up: the
 * page index.html is made from, the chunk and stylesheet of each page module, the text of the
 * stylesheets a first view needs, and the path the site is served under.
 */
export interface SiteAssets {
  /** The web root (dist/site). */
  dir: string;
  /** '' or `/learn`. */
  base: string;
  /** The client-rendered page as built: the template of every rendered page, and the fallback. */
  indexHtml: string;
  /** A page module's scripts (its chunk and the chunks it imports) and stylesheets, by source path. */
  forModule(module: string | undefined): { scripts: string[]; styles: string[] };
  /** Stylesheet address → its text, ready to sit in a page: the app's and every route's. */
  styles: ReadonlyMap<string, string>;
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: Array<{ path: string; kind: string }> }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Reads a built site: `dir` is its web root; its build records are in `dir/../meta`. */
export function readSiteAssets(dir: string): SiteAssets {
  const meta = join(dirname(dir), 'meta');
  const { base } = readJson<{ base: string }>(join(meta, 'site-build.json'));
  const { outputs } = readJson<Metafile>(join(meta, 'site.json'));
  const { initial: appCss, routes: routeCss } = readJson<{ initial: string; routes: Record<string, string> }>(
    join(meta, 'site-css.json'),
  );
  const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
  const url = (file: string) => `${base}/assets/${basename(file)}`;
  const entryOf = new Map<string, string>();
  for (const [file, out] of Object.entries(outputs))
    if (out.entryPoint && file.endsWith('.js')) entryOf.set(out.entryPoint, file);
  // What the first script already loads (index.html preloads it): not repeated per page.
  const initial = new Set<string>();
  const app = [...entryOf.entries()].find(([entry]) => entry.endsWith('src/site/main.tsx'))?.[1];
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file) || !outputs[file]) return;
    into.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') walk(i.path, into);
  };
  if (app) walk(app, initial);
  const styles = new Map<string, string>();
  for (const href of new Set([appCss, ...Object.values(routeCss)])) {
    styles.set(href, inlinableCss(readFileSync(join(dir, href.slice(base.length)), 'utf8'), href));
  }
  // A build does not change under a running server: each module's list is worked out once.
  const ofModule = new Map<string, { scripts: string[]; styles: string[] }>();
  return {
    dir,
    base,
    indexHtml,
    styles,
    forModule(module) {
      const file = module ? entryOf.get(module) : undefined;
      if (!file) return { scripts: [], styles: [] };
      let found = ofModule.get(file);
      if (!found) {
        const needed = new Set<string>();
        walk(file, needed);
        const style = routeCss[module!];
        found = { scripts: [...needed].filter((f) => !initial.has(f)).map(url), styles: style ? [style] : [] };
        ofModule.set(file, found);
      }
      return found;
    },
  };
}

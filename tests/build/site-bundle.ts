import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './bundle-size.js';

/**
 * What a browser downloads for the first view of a site route, read from the real site build
 * (dist/site): the scripts and stylesheets index.html loads, everything they import statically,
 * and the route's own lazy chunk with its static imports.
 */
export const SITE_DIR = resolve(root, 'dist/site');
const METAFILE = join(SITE_DIR, 'assets/metafile-esm.json');
const ENTRY = 'src/site/main.tsx';

interface MetaOutput {
  entryPoint?: string;
  cssBundle?: string;
  bytes: number;
  inputs: Record<string, { bytesInOutput: number }>;
  imports: Array<{ path: string; kind: string }>;
}

export interface Metafile {
  outputs: Record<string, MetaOutput>;
}

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the product when dist/site is missing or older than the sources it is made from. */
export function ensureSiteBuild(): void {
  const sources = Math.max(
    newest(resolve(root, 'src/site')),
    newest(resolve(root, 'src/widgets')),
    newest(resolve(root, 'src/core')),
    newest(resolve(root, 'build')),
    statSync(resolve(root, 'tsup.config.ts')).mtimeMs,
  );
  if (existsSync(METAFILE) && existsSync(join(SITE_DIR, 'index.html')) && statSync(METAFILE).mtimeMs >= sources) return;
  const built = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
}

export const readMetafile = (): Metafile => JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;

/**
 * The page module the route table lazily loads for `path` (src/site/routes.ts keeps one object
 * literal per route with `path: '…'` and `import('./pages/…')`), or null when the path has no
 * route of its own.
 */
export function routeModule(path: string): string | null {
  const source = readFileSync(resolve(root, 'src/site/routes.ts'), 'utf8');
  const quoted = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`path:\\s*['"]${quoted}['"][^}]*?import\\(\\s*['"]([^'"]+)['"]\\s*\\)`, 's').exec(source);
  if (!match) return null;
  const base = posix.join('src/site', match[1]).replace(/\.js$/, '');
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (existsSync(resolve(root, base + ext))) return base + ext;
  }
  throw new Error(`route ${path} imports ${match[1]}, which does not exist`);
}

/** Output files a set of outputs pulls in through static imports, the outputs included. */
function staticClosure(meta: Metafile, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of meta.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') queue.push(i.path);
  }
  return seen;
}

const outputOf = (meta: Metafile, entryPoint: string) => {
  const file = Object.keys(meta.outputs).find((f) => f.endsWith('.js') && meta.outputs[f].entryPoint === entryPoint);
  if (!file) throw new Error(`no output for ${entryPoint}`);
  return file;
};

const gzip = (file: string) => gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;

export interface InitialLoad {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  /** Source files bundled into the initial scripts. */
  inputs: string[];
}

/** The first view of `path`: entry and route chunk with their static imports, and the stylesheets. */
export function initialLoad(path: string): InitialLoad {
  const meta = readMetafile();
  const entry = outputOf(meta, ENTRY);
  const route = routeModule(path);
  const js = [...staticClosure(meta, [entry, ...(route ? [outputOf(meta, route)] : [])])];
  // The stylesheets index.html links, and the one the route's chunk loads before it runs.
  const html = readFileSync(join(SITE_DIR, 'index.html'), 'utf8');
  const split = JSON.parse(readFileSync(join(SITE_DIR, 'assets/site-css.json'), 'utf8')) as { routes: Record<string, string> };
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  if (route && split.routes[route]) hrefs.push(split.routes[route].slice(1));
  const css = hrefs.map((h) => posix.join('dist/site', h));
  return {
    js,
    css,
    jsGzip: js.reduce((n, f) => n + gzip(f), 0),
    cssGzip: css.reduce((n, f) => n + gzip(f), 0),
    inputs: [...new Set(js.flatMap((f) => Object.keys(meta.outputs[f].inputs)))],
  };
}

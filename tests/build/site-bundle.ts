import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { METAFILES, readBuildMeta } from '../../build/metafiles.js';
import { root } from './bundle-size.js';
import { gzipOf, inputsOf, newest, outputOf, staticClosure, type Metafile } from './metafile.js';

/**
 * What a browser downloads for the first view of a site route, read from the real site build
 * (dist/site): the scripts and stylesheets index.html loads, everything they import statically,
 * and the route's own lazy chunk with its static imports.
 */
export const SITE_DIR = resolve(root, 'dist/site');
const METAFILE = resolve(root, METAFILES.site);
const ENTRY = 'src/site/main.tsx';

/** Builds the product when dist/site is missing or older than the sources it is made from. */
export function ensureSiteBuild(): void {
  const sources = Math.max(
    ...['src/site', 'src/widgets', 'src/core', 'build', 'tsup.config.ts'].map((p) => newest(resolve(root, p))),
  );
  if (existsSync(METAFILE) && existsSync(join(SITE_DIR, 'index.html')) && statSync(METAFILE).mtimeMs >= sources) return;
  const built = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
}

export const readMetafile = (): Metafile => JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;

/**
 * Every route's absolute path and page module, read from the sources: routes.ts imports each page
 * folder's `route.ts` and lists them at the top level or under a branch's base; the page is the
 * folder's index.
 */
export function routeTable(): Array<{ path: string; module: string }> {
  const source = readFileSync(resolve(root, 'src/site/routes.ts'), 'utf8');
  const folders = new Map(
    [...source.matchAll(/import (\w+) from '\.\/(pages\/[^']+)\/route\.js';/g)].map((m) => [m[1], m[2]]),
  );
  const listed = (names: string, base: string) =>
    [...names.matchAll(/\w+/g)].map(([name]) => {
      const folder = posix.join('src/site', folders.get(name) ?? '');
      const own = /path:\s*'([^']+)'/.exec(readFileSync(resolve(root, folder, 'route.ts'), 'utf8'))![1];
      const module = ['index.tsx', 'index.ts']
        .map((f) => posix.join(folder, f))
        .find((f) => existsSync(resolve(root, f)));
      if (!module) throw new Error(`${folder} has no page`);
      return { path: base ? (own === '/' ? base : base + own) : own, module };
    });
  const top = /export const routes: RouteDef\[\] = \[([^\]]*)\]/.exec(source)![1];
  const branches = [...source.matchAll(/base: '([^']+)'[^]*?routes: \[([^\]]*)\]/g)];
  return [...listed(top, ''), ...branches.flatMap(([, base, names]) => listed(names, base))];
}

/** The page module the route table lazily loads for `path`, or null when the path has no route. */
export const routeModule = (path: string): string | null => routeTable().find((r) => r.path === path)?.module ?? null;

const entryOutput = (meta: Metafile, entryPoint: string) => {
  const file = outputOf(meta, entryPoint);
  if (!file) throw new Error(`no output for ${entryPoint}`);
  return file;
};

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
  const entry = entryOutput(meta, ENTRY);
  const route = routeModule(path);
  const js = [...staticClosure(meta, [entry, ...(route ? [entryOutput(meta, route)] : [])])];
  // The stylesheets index.html links, and the one the route's chunk loads before it runs.
  const html = readFileSync(join(SITE_DIR, 'index.html'), 'utf8');
  const split = readBuildMeta<{ routes: Record<string, string> }>('siteCss', root);
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  if (route && split.routes[route]) hrefs.push(split.routes[route].slice(1));
  const css = hrefs.map((h) => posix.join('dist/site', h));
  return {
    js,
    css,
    jsGzip: js.reduce((n, f) => n + gzipOf(f), 0),
    cssGzip: css.reduce((n, f) => n + gzipOf(f), 0),
    inputs: inputsOf(meta, js),
  };
}

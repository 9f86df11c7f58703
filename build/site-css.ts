import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { preactAliases } from './aliases.js';

/**
 * Per-route stylesheets for the site. esbuild folds the CSS of every lazily loaded chunk into the
 * entry's stylesheet, so the first view would download the styles of every page. This step
 * rebuilds the stylesheets only (the JavaScript of these builds is thrown away):
 *
 *  - the first-view stylesheet: what the entry imports statically (dynamic imports left out);
 *  - one stylesheet per lazy chunk: what that chunk imports beyond the first view's modules;
 *
 * and makes each lazy chunk load its stylesheet before it evaluates (a top-level await that
 * resolves when the <link> has loaded, or failed: unstyled beats broken). Class names are the
 * same as in the main build: vanilla-extract derives them from the file path.
 */

export interface CssSplit {
  /** Address of the first-view stylesheet (base path included). */
  initial: string;
  /** Lazy entry module (as in the metafile) → address of its own stylesheet. */
  routes: Record<string, string>;
}

interface SplitOptions {
  root: string;
  /** The web root, e.g. dist/site. */
  outDir: string;
  /** The path the site is served under: '' or `/learn`. */
  base: string;
  /** The site entry, e.g. src/site/main.tsx. */
  entry: string;
  /** The main build's metafile (build/metafiles.ts). */
  metafile: Metafile;
  /** Where the split is recorded (build/metafiles.ts BUILD_META.siteCss for the default build). */
  record: string;
}

const ASSETS = 'assets';

const common = (root: string, outdir: string) =>
  ({
    absWorkingDir: root,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir,
    alias: preactAliases,
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
  }) as const;

/** Stylesheets linked by URL (KaTeX's) are emitted by the main build; never pulled in here. */
const keepUrlImportsOut: Plugin = {
  name: 'site-css-url-external',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, external: true }));
  },
};

const dynamicImportsExternal: Plugin = {
  name: 'site-css-dynamic-external',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Modules the first view already has are left out, so their CSS is not repeated per route. */
function alreadyLoaded(root: string, initial: Set<string>): Plugin {
  return {
    name: 'site-css-first-view-external',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'dynamic-import') return { path: args.path, external: true };
        if (args.kind === 'entry-point' || args.pluginData?.siteCssInner || args.path.includes('.vanilla.css'))
          return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          namespace: args.namespace,
          pluginData: { siteCssInner: true },
        });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        const key = isAbsolute(resolved.path) ? relative(root, resolved.path).split('\\').join('/') : resolved.path;
        return initial.has(key) ? { path: args.path, external: true } : undefined;
      });
    },
  };
}

const hashOf = (text: string) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

async function writeCss(dir: string, publicPath: string, name: string, text: string): Promise<string> {
  const file = `${name}-${hashOf(text)}.css`;
  await writeFile(join(dir, file), text);
  return `${publicPath}/${file}`;
}

const cssText = (outputs: Array<{ path: string; text: string }>, bundle: string | undefined, root: string) =>
  bundle ? (outputs.find((o) => relative(root, o.path).split('\\').join('/') === bundle)?.text ?? '') : '';

/**
 * Prepended to a lazy chunk: resolve once its stylesheet is in the document (or failed to load).
 * A page the rendering server sent carries its first view's stylesheets inline, as
 * `<style data-href="…">` (src/render/document.ts): such a sheet is in the document already, and
 * linking it again would download it and apply its rules a second time, after sheets linked since.
 */
const loader = (href: string) =>
  `await new Promise(r=>{const h=${JSON.stringify(href)};` +
  `if(document.querySelector('link[href="'+h+'"],style[data-href="'+h+'"]'))return r();` +
  `const l=document.createElement("link");l.rel="stylesheet";l.href=h;l.onload=l.onerror=()=>r();document.head.appendChild(l)});\n`;

export async function splitSiteCss({ root, outDir, base, entry, metafile, record }: SplitOptions): Promise<CssSplit> {
  const assets = join(resolve(root, outDir), ASSETS);
  const publicPath = `${base}/${ASSETS}`;
  const scratch = join(root, '.site-css');
  const vanilla = () => vanillaExtractPlugin({ identifiers: 'short' });

  // 1. The first view: the entry and its static imports.
  const first = await build({
    ...common(root, scratch),
    entryPoints: [entry],
    plugins: [keepUrlImportsOut, dynamicImportsExternal, vanilla()],
  });
  const firstOut = Object.values(first.metafile.outputs).find((o) => o.entryPoint === entry);
  const initialModules = new Set(Object.keys(first.metafile.inputs));
  const initial = await writeCss(assets, publicPath, 'app', cssText(first.outputFiles, firstOut?.cssBundle, root));

  // 2. Every lazy chunk of the main build, minus what the first view has.
  const lazyEntries = Object.values(metafile.outputs)
    .map((o) => o.entryPoint)
    .filter((e): e is string => !!e && e !== entry && /\.(tsx?|jsx?)$/.test(e));
  const routes: Record<string, string> = {};
  if (lazyEntries.length) {
    const rest = await build({
      ...common(root, scratch),
      entryPoints: lazyEntries,
      splitting: true,
      plugins: [keepUrlImportsOut, alreadyLoaded(root, initialModules), vanilla()],
    });
    for (const out of Object.values(rest.metafile.outputs)) {
      if (!out.entryPoint || !out.cssBundle) continue;
      const text = cssText(rest.outputFiles, out.cssBundle, root);
      if (text.trim()) routes[out.entryPoint] = await writeCss(assets, publicPath, 'route', text);
    }
  }

  // 3. Each lazy chunk of the main build loads its stylesheet before it runs.
  for (const [file, out] of Object.entries(metafile.outputs)) {
    const href = out.entryPoint ? routes[out.entryPoint] : undefined;
    if (!href || !file.endsWith('.js')) continue;
    const path = join(root, file);
    const code = await readFile(path, 'utf8');
    if (!code.startsWith('await new Promise')) await writeFile(path, loader(href) + code);
  }

  const split = { initial, routes };
  const recordPath = resolve(root, record);
  await mkdir(dirname(recordPath), { recursive: true });
  await writeFile(recordPath, JSON.stringify(split, null, 2));
  return split;
}

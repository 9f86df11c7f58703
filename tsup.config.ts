import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { fetchShims, preactAliases } from './build/aliases.js';
import { writeSiteHtml } from './build/site-html.js';
import { buildLoader, embedEntries } from './build/embed.js';
import { cssTextPlugin } from './build/css-text.js';
import { cssUrlPlugin } from './build/css-url.js';
import { precompress } from './build/compress.js';
import { flattenIndexes } from './build/barrels.js';
import { foldChunks } from './build/fold-chunks.js';
import { METAFILES, takeMetafile } from './build/metafiles.js';
import { siteBuild } from './build/site-options.js';
import { writeRuntimeConfig } from './build/site-config.js';
import { renderPlugin } from './build/render.js';

const browser: Options = {
  format: ['esm'],
  platform: 'browser',
  target: 'es2020',
  minify: true,
  treeshake: false,
  sourcemap: false,
  splitting: true,
  clean: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), flattenIndexes()],
};

/**
 * The routed site: code-split per route, hashed assets, index.html and config.js written after the
 * build. Base path, API address and output folder are options (build/site-options.ts).
 */
const siteOptions = siteBuild();
const site: Options = {
  ...browser,
  name: 'site',
  entry: { app: 'src/site/main.tsx' },
  outDir: `${siteOptions.dir}/assets`,
  metafile: true,
  noExternal: [/.*/],
  publicDir: false,
  // cssUrlPlugin: stylesheets only some pages need (KaTeX's) stay out of the entry's CSS.
  esbuildPlugins: [
    cssUrlPlugin(),
    foldChunks('src/site/app.tsx', 'src/site/page-kit.ts'),
    flattenIndexes(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
  loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...preactAliases, ...fetchShims };
    options.entryNames = '[name]-[hash]';
    options.chunkNames = 'chunk-[hash]';
    options.assetNames = 'asset-[hash]';
    options.publicPath = `${siteOptions.base}/assets`;
    options.define = { ...options.define, MEEDU_SITE_BASE: JSON.stringify(siteOptions.base) };
    options.jsx = 'automatic';
  },
  async onSuccess() {
    const { base, dir, apiUrl, meta } = siteOptions;
    await writeSiteHtml({
      root: process.cwd(),
      outDir: dir,
      base,
      metafile: takeMetafile(`${dir}/assets`, meta.site),
      cssRecord: meta.siteCss,
      template: 'src/site/index.html',
      entry: 'src/site/main.tsx',
    });
    await writeRuntimeConfig(dir, apiUrl);
    writeFileSync(meta.build, JSON.stringify({ base, apiUrl }, null, 2));
    // The tab's icon (index.html names it; without one browsers ask for a /favicon.ico that is not there).
    copyFileSync('src/site/favicon.svg', `${dir}/favicon.svg`);
    // Copies of the page from builds before index.html stopped being compressed would be sent instead of it.
    for (const old of ['index.html.br', 'index.html.gz']) rmSync(`${dir}/${old}`, { force: true });
    precompress(`${dir}/assets`);
  },
};

/**
 * The script-tag bundle (see build/embed.ts): widget chunks with shared chunks, then the loader.
 * CSS never becomes a file here: cssTextPlugin (before vanilla-extract's plugin) turns it into
 * strings the runtime adopts into each widget's shadow root.
 */
const embed: Options = {
  ...browser,
  name: 'embed',
  entry: embedEntries(),
  outDir: 'dist/embed',
  metafile: true,
  noExternal: [/.*/],
  publicDir: false,
  esbuildPlugins: [
    cssTextPlugin(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    foldChunks('src/widgets/embed/chunks/common.ts'),
    flattenIndexes(),
  ],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...preactAliases, ...fetchShims };
    options.chunkNames = 'chunk-[hash]';
    options.jsx = 'automatic';
    options.legalComments = 'none';
  },
  async onSuccess() {
    takeMetafile('dist/embed', METAFILES.embed);
    await buildLoader({ outDir: 'dist/embed' });
    precompress('dist/embed');
  },
};

/**
 * One entry per widget, `widgets/<name>` from src/widgets/package/<name>.ts (`meedu-web/widgets/bell`…):
 * a host importing one widget gets that widget's code and the core it needs; code entries share
 * lands in chunks by the set of entries that reach it.
 */
function widgetEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const file of readdirSync('src/widgets/package')) {
    if (file.endsWith('.ts')) entries[`widgets/${file.slice(0, -3)}`] = `src/widgets/package/${file}`;
  }
  return entries;
}

/**
 * ESM library for React hosts: react stays a peer; types emitted; the widgets' CSS is one file,
 * dist/esm/widgets.css (`import 'meedu-web/widgets.css'`), and one per widget entry. ofetch is
 * bundled on the same helpers as the embed and the site (build/aliases.ts), so a host gets the
 * few lines of `ufo` and `destr` the client uses, not those packages.
 */
const library: Options = {
  name: 'esm',
  entry: {
    core: 'src/core/index.ts',
    // Time formatting, China time with dayjs (`meedu-web/core/time`). As an entry of its own it is
    // a file of its own that core.js re-exports, which a host's bundler drops with dayjs when the
    // page formats no time: dayjs declares no `sideEffects`, so an import of it inside core.js
    // itself would stay in every bundle that imports anything from core (esbuild keeps it).
    'core/time': 'src/core/time/index.ts',
    widgets: 'src/widgets/index.ts',
    ...widgetEntries(),
    // Types only (`meedu-web/embed`): window.Meedu and the meedu:* events of the script-tag embed.
    embed: 'src/widgets/embed/public.ts',
  },
  format: ['esm'],
  platform: 'browser',
  target: 'es2020',
  outDir: 'dist/esm',
  dts: true,
  splitting: true,
  clean: true,
  treeshake: false,
  external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
  noExternal: ['ofetch'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), flattenIndexes()],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...fetchShims };
  },
};

/** The reference server, run by `npm start`; its dependencies stay in node_modules. */
const server: Options = {
  name: 'server',
  entry: { main: 'src/server/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist/server',
  clean: true,
  splitting: false,
  // Its packages (better-sqlite3's native binding, ws, hono…) are development dependencies of the
  // published library, so tsup would bundle them, and a native module cannot be bundled.
  skipNodeModulesBundle: true,
  // The package's own #server/… imports are its source, not a package.
  noExternal: [/^#/],
};

/**
 * The rendering server (src/render): the site's own code, on preact as in the browser, rendered in
 * Node. Class names match the site's: vanilla-extract derives them from the file paths, the same
 * in both builds. The server's packages with native or Node-only parts stay in node_modules.
 */
const render: Options = {
  name: 'render',
  entry: { index: 'src/render/index.ts', main: 'src/render/main.ts', start: 'src/render/start.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist/render',
  clean: true,
  splitting: true,
  treeshake: false,
  noExternal: [/.*/],
  esbuildPlugins: [renderPlugin(process.cwd()), flattenIndexes(), vanillaExtractPlugin({ identifiers: 'short' })],
  loader: { '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty' },
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...preactAliases, ...fetchShims };
    options.external = [
      'better-sqlite3',
      'ws',
      'jsdom',
      'hono',
      'hono/*',
      '@hono/node-server',
      '@hono/node-server/*',
      'jose',
    ];
    options.jsx = 'automatic';
    options.chunkNames = 'chunk-[hash]';
    // Bundled CommonJS packages (highlight.js) may require Node's own modules.
    options.banner = {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    };
  },
};

// `npm start` builds only what it serves (scripts/ensure.mjs buildServed): the package's type declarations take most of a build's time.
// `MEEDU_BUILD=site` (scripts/build.mjs --site): the site alone, e.g. for another base path or folder.
export default defineConfig(
  process.env.MEEDU_BUILD === 'site'
    ? [site]
    : process.env.MEEDU_BUILD === 'served'
      ? [site, embed, server, render]
      : [site, embed, library, server, render],
);

import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * esbuild's metafiles describe every source file of a build. They are what the size budgets and
 * the page tests read, and nothing a browser needs, so they live beside the web roots
 * (dist/site, dist/embed), never inside them.
 */
export const METAFILES = {
  site: 'dist/meta/site.json',
  embed: 'dist/meta/embed.json',
  embedLoader: 'dist/meta/embed-loader.json',
} as const;

/**
 * Everything the builds write for tools and tests: the metafiles, the site's stylesheet per lazy
 * route, and the site build's options (base path, API address; scripts/start.mjs reads them).
 */
export const BUILD_META = {
  ...METAFILES,
  siteCss: 'dist/meta/site-css.json',
  siteBuild: 'dist/meta/site-build.json',
} as const;

/** Moves the metafile tsup wrote into a build's `outDir` to its place under dist/meta. */
export function takeMetafile(outDir: string, to: string, root = process.cwd()): string {
  const target = resolve(root, to);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(resolve(root, outDir), 'metafile-esm.json'), target);
  return target;
}

/** One of them as written; `T` is the part the caller reads. */
export const readBuildMeta = <T>(which: keyof typeof BUILD_META, root = process.cwd()): T =>
  JSON.parse(readFileSync(join(root, BUILD_META[which]), 'utf8')) as T;

import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { fetchShims, preactAliases } from '../../build/aliases.js';

export const root = resolve(import.meta.dirname, '../..');

/**
 * Bundles the given entries together, as a browser would load them (minified, dependencies
 * included, react aliased to preact/compat), and returns the gzip size of JS plus CSS.
 */
export async function bundledGzipSize(entries: string[]): Promise<{ js: number; css: number; total: number }> {
  const contents = entries.map((e) => `export * from ${JSON.stringify(resolve(root, e))};`).join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'budget-entry.ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: resolve(root, '.budget-out'),
    alias: { ...preactAliases, ...fetchShims },
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  let js = 0;
  let css = 0;
  for (const file of result.outputFiles) {
    const size = gzipSync(file.contents, { level: 9 }).length;
    if (file.path.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, total: js + css };
}

import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Folds the site's small shared chunks. esbuild splits code by the set of entry points that reach
 * it, and every lazily loaded module (a route's page, the prefetches, the login dialog...) is an
 * entry point: code the first view shares with some pages, but not all, lands in one small chunk
 * per combination (33 script files for `/` without this). esbuild has no option to merge chunks,
 * but the same rule can be made to work for us: each lazy module under src/ also re-exports the
 * app shell (`shell`), so everything the shell's graph holds is reached by all of them and lands
 * in one chunk with the first view; likewise the page kit (`kit`: what nearly every page uses)
 * lands in one chunk of its own. Pages keep their own chunk for their own code.
 */
export function foldChunks(shell: string, kit: string): Plugin {
  const shellPath = resolve(shell);
  const kitPath = resolve(kit);
  return {
    name: 'fold-chunks',
    setup(build) {
      const lazy = new Set<string>();
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.folding || !args.importer.includes('/src/'))
          return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { folding: true },
        });
        if (found.errors.length || found.external || !found.path.includes('/src/')) return undefined;
        lazy.add(found.path);
        return { path: found.path };
      });
      build.onLoad({ filter: /\/src\/.*\.[jt]sx?$/ }, async (args) => {
        if (!lazy.has(args.path) || args.path === shellPath || args.path === kitPath) return undefined;
        const source = await readFile(args.path, 'utf8');
        return {
          contents:
            `${source}\nexport { App as __siteShell } from ${JSON.stringify(shellPath)};\n` +
            `export * as __siteKit from ${JSON.stringify(kitPath)};\n`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

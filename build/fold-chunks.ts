import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { lookThroughIndexes } from './barrels.js';
import { localTarget } from './specifiers.js';

/**
 * Every module under `dir` that some module there imports lazily (`import('./…')`, `import('#core/…')`). Found from
 * the sources before the build starts, because esbuild loads a module once: when a static import
 * reaches it before the lazy one is resolved, the plugin would learn too late that it is lazy.
 */
function lazyTargets(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.[jt]sx?$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\bimport\(\s*['"]([.#][^'"]+)['"]\s*\)/g)) {
          const base = localTarget(path, m[1])!.replace(/\.js$/, '');
          const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
          if (file) found.add(file);
        }
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * Folds small shared chunks. esbuild splits code by the set of entry points that reach it, and
 * every lazily loaded module (a route's page, the prefetches, the login dialog, the course list's
 * other kinds...) is an entry point: code the first view shares with some lazy modules, but not
 * all, lands in one small chunk per combination (33 script files for the site's `/` without
 * this). esbuild has no option to merge chunks, but the same rule can be made to work for us: each
 * lazy module under src/ also re-exports the given base modules, so everything a base's graph
 * holds is reached by all of them and lands in one chunk. The site folds its app shell and page
 * kit; the embed folds the base every widget chunk already re-exports. Lazy modules keep their
 * own chunk for their own code.
 */
export function foldChunks(...bases: string[]): Plugin {
  const basePaths = bases.map((base) => resolve(base));
  const reexports = basePaths.map((path, i) => `export * as __fold${i} from ${JSON.stringify(path)};\n`).join('');
  return {
    name: 'fold-chunks',
    setup(build) {
      const lazy = lazyTargets(resolve('src'));
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
        if (!lazy.has(args.path) || basePaths.includes(args.path)) return undefined;
        // Read like every other module (build/barrels.ts), with the fold's re-exports added.
        const source = lookThroughIndexes(args.path, await readFile(args.path, 'utf8'));
        return {
          contents: `${source}\n${reexports}`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The rendering server's build (src/render) runs the site's own code in Node. Two things differ
 * from the browser build:
 *
 *  - each route records its page module (`module`, src/site/route-def.ts), so the server can
 *    preload that page's chunk and link its stylesheet from the site build's records;
 *  - stylesheets linked by URL (`?url`, KaTeX's) are the browser's business: empty here.
 */
export function renderPlugin(root: string): Plugin {
  return {
    name: 'render',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]site[\\/]pages[\\/].*[\\/]route\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const folder = relative(root, dirname(args.path)).split('\\').join('/');
        const page = ['index.tsx', 'index.ts'].find((name) => existsSync(join(dirname(args.path), name)));
        if (!page || !source.includes('defineRoute({')) return undefined;
        const contents = source.replace(
          'defineRoute({',
          `defineRoute({ module: ${JSON.stringify(`${folder}/${page}`)},`,
        );
        return { contents, loader: 'ts' };
      });
      build.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'render-url' }));
      build.onLoad({ filter: /.*/, namespace: 'render-url' }, () => ({ contents: 'export default ""', loader: 'js' }));
    },
  };
}

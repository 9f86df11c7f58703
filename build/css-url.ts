import { basename } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * `import href from 'some.css?url'` → the public address of that stylesheet, bundled and written
 * as its own file (fonts and images it references emitted with the build's loaders), instead of
 * being merged into the entry's stylesheet. esbuild puts CSS that lazy chunks import into the
 * entry's CSS as well, so a stylesheet only some pages need (KaTeX's) has to be kept out of the
 * import graph this way and linked at run time. Vite understands the same `?url` suffix, so the
 * unit tests resolve these imports too.
 */
export function cssUrlPlugin(): Plugin {
  return {
    name: 'css-url',
    setup(build) {
      build.onResolve({ filter: /\.css\?url$/ }, async (args) => {
        const resolved = await build.resolve(args.path.slice(0, -'?url'.length), {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          importer: args.importer,
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        // The suffix stays on the path: tsup's own CSS loader claims any path ending in .css, in
        // every namespace.
        return { path: `${resolved.path}?url`, namespace: 'css-url' };
      });
      build.onLoad({ filter: /.*/, namespace: 'css-url' }, async (args) => {
        const file = args.path.slice(0, -'?url'.length);
        const { outdir, publicPath = '', assetNames, loader, minify } = build.initialOptions;
        if (!outdir) return { errors: [{ text: 'css-url needs an outdir' }] };
        const result = await build.esbuild.build({
          entryPoints: [file],
          bundle: true,
          minify,
          write: true,
          outdir,
          entryNames: '[name]-[hash]',
          assetNames: assetNames ?? '[name]-[hash]',
          publicPath,
          // tsup's defaults copy .css as a file; here it has to be parsed so its url()s are emitted.
          loader: { ...loader, '.css': 'css' },
          metafile: true,
          logLevel: 'silent',
        });
        const css = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.css'));
        if (!css) return { errors: [{ text: `no stylesheet emitted for ${file}` }] };
        const href = `${publicPath.replace(/\/$/, '')}/${basename(css)}`;
        return { contents: `export default ${JSON.stringify(href)};`, loader: 'js', watchFiles: [file] };
      });
    },
  };
}

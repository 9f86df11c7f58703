import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { transform, type Plugin } from 'esbuild';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';

const NAMESPACE = 'meedu-css-text';

export interface CssTextPluginOptions {
  /** Module whose `registerCss(id, text)` receives every stylesheet (default: the embed registry). */
  registry?: string;
}

/**
 * vanilla-extract turns each `.css.ts` file into JS plus an import of a virtual
 * `<file>.vanilla.css?source=<serialised css>` module, which its own plugin then emits as a .css
 * file. Shadow roots cannot link that file under a strict CSP, so this plugin, registered before
 * `@vanilla-extract/esbuild-plugin`, claims those virtual modules first and turns each into a JS
 * module that hands its (minified) CSS text to a runtime registry; the registry adopts it into
 * every widget's shadow root as a constructable stylesheet.
 */
export function cssTextPlugin(options: CssTextPluginOptions = {}): Plugin {
  const registry = resolve(options.registry ?? 'src/widgets/embed/css-registry.ts');
  return {
    name: 'meedu-css-text',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { source, fileName } = await getSourceFromVirtualCssFile(args.path);
        const { code } = await transform(source, {
          loader: 'css',
          minify: build.initialOptions.minify ?? false,
          target: 'chrome100',
          logLevel: 'silent',
        });
        // A short, stable id per source file: registering the same file twice is then a no-op.
        const id = createHash('sha256').update(fileName.replace(/\\/g, '/')).digest('base64url').slice(0, 8);
        return {
          contents: `import { registerCss } from ${JSON.stringify(registry)};\nregisterCss(${JSON.stringify(id)}, ${JSON.stringify(code.trim())});\n`,
          loader: 'js',
          resolveDir: resolve('.'),
        };
      });
    },
  };
}

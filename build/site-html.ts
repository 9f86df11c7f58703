import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { splitSiteCss } from './site-css.js';

/**
 * Writes dist/site/index.html from the template, pointing at the hashed entry script (read from
 * esbuild's metafile) and the first view's stylesheet, and preloading the entry's static imports.
 * Stylesheets are split per route first (./site-css.ts).
 */
interface SiteHtmlOptions {
  root: string;
  outDir: string;
  /** The build's esbuild metafile (build/metafiles.ts). */
  metafile: string;
  template: string;
  entry: string;
}

export async function writeSiteHtml({ root, outDir, metafile: metafilePath, template, entry }: SiteHtmlOptions) {
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8')) as Metafile;
  const outputs = metafile.outputs;
  const split = await splitSiteCss({ root, outDir, entry, metafile });
  const entryOut = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
  if (!entryOut) throw new Error(`no output for ${entry}`);
  const toUrl = (file: string) => '/' + relative(outDir, join(root, file)).split('\\').join('/');
  const imports = outputs[entryOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const tags = [
    `<link rel="stylesheet" href="${split.initial}">`,
    ...imports.map((f) => `<link rel="modulepreload" href="${toUrl(f)}">`),
    `<script type="module" src="${toUrl(entryOut)}"></script>`,
  ].join('\n    ');
  const html = (await readFile(template, 'utf8')).replace('<!-- assets -->', tags);
  await writeFile(join(outDir, 'index.html'), html);
  return { entry: toUrl(entryOut), css: [split.initial], routeCss: split.routes, preload: imports.map(toUrl) };
}

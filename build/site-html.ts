import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { RUNTIME_CONFIG_FILE } from './site-config.js';
import { splitSiteCss } from './site-css.js';

/**
 * Writes the site's index.html from the template, pointing at the hashed entry script (read from
 * esbuild's metafile) and the first view's stylesheet, preloading the entry's static imports, and
 * loading the runtime settings (config.js) before the entry runs. Every address carries the base
 * path; `%BASE%` in the template is replaced by it. Stylesheets are split per route first
 * (./site-css.ts).
 */
interface SiteHtmlOptions {
  root: string;
  /** The web root, e.g. dist/site. */
  outDir: string;
  /** The path the site is served under: '' or `/learn` (build/site-options.ts). */
  base: string;
  /** The build's esbuild metafile (build/metafiles.ts). */
  metafile: string;
  /** Where the stylesheet split is recorded for tools and tests. */
  cssRecord: string;
  template: string;
  entry: string;
}

export async function writeSiteHtml({
  root,
  outDir,
  base,
  metafile: metafilePath,
  cssRecord,
  template,
  entry,
}: SiteHtmlOptions) {
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8')) as Metafile;
  const outputs = metafile.outputs;
  const split = await splitSiteCss({ root, outDir, base, entry, metafile, record: cssRecord });
  const entryOut = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
  if (!entryOut) throw new Error(`no output for ${entry}`);
  const toUrl = (file: string) =>
    `${base}/` + relative(resolve(root, outDir), resolve(root, file)).split('\\').join('/');
  const imports = outputs[entryOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const tags = [
    `<link rel="stylesheet" href="${split.initial}">`,
    ...imports.map((f) => `<link rel="modulepreload" href="${toUrl(f)}">`),
    // Deferred scripts run in document order: the settings are in place before the entry starts.
    `<script defer src="${base}/${RUNTIME_CONFIG_FILE}"></script>`,
    `<script type="module" src="${toUrl(entryOut)}"></script>`,
  ].join('\n    ');
  const html = (await readFile(template, 'utf8')).replaceAll('%BASE%', base).replace('<!-- assets -->', tags);
  await writeFile(join(resolve(root, outDir), 'index.html'), html);
  return { entry: toUrl(entryOut), css: [split.initial], routeCss: split.routes, preload: imports.map(toUrl) };
}

import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Writes dist/site/index.html from the template, pointing at the hashed entry script and CSS that
 * esbuild produced (read from its metafile), and preloading the entry's static imports.
 */
interface SiteHtmlOptions {
  root: string;
  outDir: string;
  template: string;
  entry: string;
}

interface MetaOutput {
  entryPoint?: string;
  cssBundle?: string;
  imports: Array<{ path: string; kind: string }>;
}

export async function writeSiteHtml({ root, outDir, template, entry }: SiteHtmlOptions) {
  const metafile = JSON.parse(await readFile(join(outDir, 'assets', 'metafile-esm.json'), 'utf8')) as {
    outputs: Record<string, MetaOutput>;
  };
  const outputs = metafile.outputs;
  const entryOut = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
  if (!entryOut) throw new Error(`no output for ${entry}`);
  const toUrl = (file: string) => '/' + relative(outDir, join(root, file)).split('\\').join('/');
  const imports = outputs[entryOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const css = outputs[entryOut].cssBundle ? [outputs[entryOut].cssBundle] : [];
  const tags = [
    ...css.map((f) => `<link rel="stylesheet" href="${toUrl(f)}">`),
    ...imports.map((f) => `<link rel="modulepreload" href="${toUrl(f)}">`),
    `<script type="module" src="${toUrl(entryOut)}"></script>`,
  ].join('\n    ');
  const html = (await readFile(template, 'utf8')).replace('<!-- assets -->', tags);
  await writeFile(join(outDir, 'index.html'), html);
  return { entry: toUrl(entryOut), css: css.map(toUrl), preload: imports.map(toUrl) };
}

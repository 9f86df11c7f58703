import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METAFILES } from '../../build/metafiles.js';
import { root } from './bundle-size.js';
import { ensureEmbedBuild } from './embed-bundle.js';
import { ensureSiteBuild } from './site-bundle.js';

/** Every esbuild metafile the browser builds wrote (site, embed chunks, embed loader). */
function clientMetafiles(): Array<{ file: string; inputs: string[] }> {
  return Object.values(METAFILES)
    .filter((file) => existsSync(join(root, file)))
    .map((file) => {
      const meta = JSON.parse(readFileSync(join(root, file), 'utf8')) as { inputs: Record<string, unknown> };
      return { file, inputs: Object.keys(meta.inputs) };
    });
}

/** Every file below a folder, relative to it. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));

describe('client bundles', () => {
  ensureSiteBuild();
  ensureEmbedBuild();
  const metafiles = clientMetafiles();

  it('were built with metafiles to inspect, kept out of the web roots', () => {
    expect(metafiles.map((m) => m.file).sort()).toEqual(Object.values(METAFILES).sort());
    // dist/site and dist/embed are what a web server publishes: nothing there may describe the source tree.
    for (const webRoot of ['dist/site', 'dist/embed']) {
      const leaked = filesBelow(join(root, webRoot)).filter(
        (f) =>
          /metafile/.test(f) || (f.endsWith('.json') && readFileSync(join(root, webRoot, f), 'utf8').includes('src/')),
      );
      expect({ webRoot, leaked }).toEqual({ webRoot, leaked: [] });
    }
  });

  it('contain no reference-server code or server dependencies', () => {
    const serverOnly = /(^|\/)src\/server\/|node_modules\/(hono|@hono|better-sqlite3|jose|autocannon)\//;
    for (const { file, inputs } of metafiles) {
      expect({ file, leaked: inputs.filter((i) => serverOnly.test(i)) }).toEqual({ file, leaked: [] });
    }
  });

  it('run on preact in the site and embed builds, never on react itself', () => {
    for (const { file, inputs } of metafiles) {
      expect({ file, react: inputs.filter((i) => /node_modules\/react(-dom)?\//.test(i)) }).toEqual({
        file,
        react: [],
      });
    }
  });
});

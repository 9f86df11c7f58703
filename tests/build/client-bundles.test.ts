import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './bundle-size.js';

/** Every esbuild metafile the client builds wrote (site, embed, ESM library). */
function clientMetafiles(): Array<{ file: string; inputs: string[] }> {
  const found: Array<{ file: string; inputs: string[] }> = [];
  for (const dir of ['dist/site/assets', 'dist/embed', 'dist/esm']) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs).filter((n) => /^metafile.*\.json$/.test(n))) {
      const meta = JSON.parse(readFileSync(join(abs, name), 'utf8')) as { inputs: Record<string, unknown> };
      found.push({ file: `${dir}/${name}`, inputs: Object.keys(meta.inputs) });
    }
  }
  return found;
}

describe('client bundles', () => {
  const metafiles = clientMetafiles();

  it('were built with metafiles to inspect', () => {
    expect(metafiles.map((m) => m.file)).toContain('dist/site/assets/metafile-esm.json');
  });

  it('contain no reference-server code or server dependencies', () => {
    const serverOnly = /(^|\/)src\/server\/|node_modules\/(hono|@hono|better-sqlite3|jose|autocannon)\//;
    for (const { file, inputs } of metafiles) {
      expect({ file, leaked: inputs.filter((i) => serverOnly.test(i)) }).toEqual({ file, leaked: [] });
    }
  });

  it('run on preact in the site and embed builds, never on react itself', () => {
    for (const { file, inputs } of metafiles.filter((m) => !m.file.startsWith('dist/esm'))) {
      expect({ file, react: inputs.filter((i) => /node_modules\/react(-dom)?\//.test(i)) }).toEqual({
        file,
        react: [],
      });
    }
  });
});

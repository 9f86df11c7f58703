import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_CHUNKS } from '../../build/embed.js';
import { root } from './bundle-size.js';
import { EMBED_DIR, chunkFile, embedLoad, ensureEmbedBuild, readEmbedMetafile } from './embed-bundle.js';
import { staticClosure } from './metafile.js';

interface EmbedBudget {
  name: string;
  /** Chunk names loaded (`meedu` is the loader), each with everything it imports. */
  load: string[];
  /** Chunks already on the page; what they load is not counted. */
  beyond?: string[];
  gzipBytes: number;
}

const { embed = [] } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8')) as {
  embed?: EmbedBudget[];
};

beforeAll(() => {
  ensureEmbedBuild();
}, 180_000);

describe('embed budgets (gzip, measured on dist/embed)', () => {
  it('budgets the loader, the login suite, the course list, the bell and the user menu', () => {
    const loaded = embed.map((b) => b.load.join('+'));
    expect(loaded).toEqual(
      expect.arrayContaining([
        'meedu',
        'meedu+runtime+login+toast',
        'meedu+runtime+course-list',
        'unread-bell',
        'user-menu',
      ]),
    );
  });

  for (const budget of embed) {
    it(`${budget.name} <= ${budget.gzipBytes} B`, () => {
      const load = embedLoad(budget.load, budget.beyond);
      console.log(
        `[size] ${budget.name}: ${load.gzip} B gzip in ${load.files.length} files / budget ${budget.gzipBytes}`,
      );
      expect(load.files.length).toBeGreaterThan(0);
      expect(load.gzip).toBeLessThanOrEqual(budget.gzipBytes);
    });
  }
});

describe('embed chunk graph', () => {
  it('has the loader as a classic script: no import or export statement, chunks fetched with import()', () => {
    const code = readFileSync(resolve(EMBED_DIR, 'meedu.js'), 'utf8');
    expect(code).not.toMatch(/(^|[;}\s])(import|export)\s*[{*\w]/);
    expect(code).toContain('import(');
    expect(code).toContain('document.currentScript');
  });

  it('builds one chunk per widget type next to the loader', () => {
    const meta = readEmbedMetafile();
    for (const name of Object.keys(EMBED_CHUNKS)) expect(chunkFile(meta, name)).toBe(`dist/embed/${name}.js`);
  });

  it('shares one copy of the session store, the API client, the CSS registry and preact between all chunks', () => {
    const meta = readEmbedMetafile();
    const holders = (input: string) => Object.keys(meta.outputs).filter((f) => input in meta.outputs[f].inputs);
    for (const input of [
      'src/core/session/index.ts',
      'src/core/client/client.ts',
      'src/widgets/embed/css-registry.ts',
      'node_modules/preact/dist/preact.module.js',
    ]) {
      expect(holders(input), input).toHaveLength(1);
    }
  });

  it('runs on preact (react aliased), with no server code, and no bare import left for the browser', () => {
    const meta = readEmbedMetafile();
    const inputs = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.some((i) => i.startsWith('node_modules/preact/'))).toBe(true);
    expect(inputs.filter((i) => /node_modules\/react(-dom)?\//.test(i))).toEqual([]);
    expect(inputs.filter((i) => i.startsWith('src/server/') || i.startsWith('src/site/'))).toEqual([]);
    for (const [file, output] of Object.entries(meta.outputs)) {
      for (const i of output.imports) expect(i.external ?? false, `${file} imports ${i.path}`).toBe(false);
    }
  });

  it('emits no stylesheet: CSS reaches shadow roots as strings registered at runtime', () => {
    expect(readdirSync(EMBED_DIR).filter((f) => f.endsWith('.css'))).toEqual([]);
    const meta = readEmbedMetafile();
    const course = staticClosure(meta, [chunkFile(meta, 'course-list')]);
    const inputs = [...course].flatMap((f) => Object.keys(meta.outputs[f].inputs));
    expect(inputs.some((i) => i.includes('course-list.css.ts.vanilla.css'))).toBe(true);
  });

  it('keeps the login dialog out of what a course-list-only page loads', () => {
    const load = embedLoad(['meedu', 'runtime', 'course-list']);
    expect(load.inputs.filter((i) => i.startsWith('src/widgets/login/'))).toEqual([]);
  });

  it('loads no dayjs, ufo or destr with a course list: ofetch runs on the client’s own helpers', () => {
    const load = embedLoad(['meedu', 'runtime', 'course-list']);
    expect(load.inputs.filter((i) => /node_modules\/(dayjs|ufo|destr)\//.test(i))).toEqual([]);
    expect(load.inputs).toContain('src/core/client/shims/ufo.ts');
  });
});

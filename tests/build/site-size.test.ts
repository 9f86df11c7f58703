import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBuildMeta } from '../../build/metafiles.js';
import { root } from './bundle-size.js';
import { ensureSiteBuild, initialLoad, readMetafile, routeModule, routeTable } from './site-bundle.js';

interface SiteBudget {
  name: string;
  /** The route whose first view is measured. */
  route: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

const { site = [] } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8')) as { site?: SiteBudget[] };

beforeAll(() => {
  ensureSiteBuild();
}, 120_000);

describe('site budgets (gzip, measured on dist/site)', () => {
  it('budgets the first view of / in JS and CSS', () => {
    expect(
      site
        .filter((b) => b.route === '/')
        .map((b) => b.kind)
        .sort(),
    ).toEqual(['css', 'js']);
  });

  for (const budget of site) {
    it(`${budget.name} <= ${budget.gzipBytes} B`, () => {
      const load = initialLoad(budget.route);
      const size = budget.kind === 'js' ? load.jsGzip : load.cssGzip;
      const files = budget.kind === 'js' ? load.js : load.css;
      console.log(`[size] ${budget.name}: ${size} B gzip in ${files.length} files / budget ${budget.gzipBytes}`);
      expect(files.length).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(budget.gzipBytes);
    });
  }

  it('counts the route’s own chunk when the route table lists a page for /', () => {
    const module = routeModule('/');
    const load = initialLoad('/');
    if (module) expect(load.inputs).toContain(module);
    // Without a home route, / is the not-found page, which ships in the entry.
    else expect(load.inputs).toContain('src/site/pages/not-found.tsx');
  });

  it('keeps KaTeX and highlight.js out of the first view; they load only where such content appears', () => {
    const load = initialLoad('/');
    expect(load.inputs.filter((f) => /node_modules\/(katex|highlight\.js)\//.test(f))).toEqual([]);
    expect(load.css.some((f) => /katex/i.test(readFileSync(resolve(root, f), 'utf8').slice(0, 2000)))).toBe(false);
  });

  it('keeps dayjs, ufo and destr out of the first view: times load with the pages that show them, ofetch runs on the client’s own helpers', () => {
    const load = initialLoad('/');
    expect(load.inputs.filter((f) => /node_modules\/(dayjs|ufo|destr)\//.test(f))).toEqual([]);
    expect(load.inputs).toContain('src/core/client/shims/ufo.ts');
  });

  it('keeps hls.js out of the first view of the video page and the live room: it loads only for an HLS stream the browser cannot play', () => {
    const load = initialLoad('/courses/video/:courseId');
    expect(load.inputs).toContain('src/site/pages/course/video/index.tsx');
    expect(load.inputs.filter((f) => f.includes('node_modules/hls.js/'))).toEqual([]);
    const live = initialLoad('/live/video/:courseId');
    expect(live.inputs).toContain('src/site/pages/live/video/index.tsx');
    expect(live.inputs.filter((f) => f.includes('node_modules/hls.js/'))).toEqual([]);
    const meta = readMetafile();
    expect(Object.values(meta.outputs).some((o) => Object.keys(o.inputs).some((i) => i.includes('hls.light')))).toBe(
      true,
    );
  });

  it('loads every route page lazily, in a chunk of its own', () => {
    const meta = readMetafile();
    const table = routeTable();
    expect(table.length).toBeGreaterThan(50);
    const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'src/site/main.tsx')!;
    for (const { path, module } of table) {
      expect(Object.keys(entry.inputs), path).not.toContain(module);
      expect(
        Object.values(meta.outputs).some((o) => o.entryPoint === module),
        path,
      ).toBe(true);
    }
  });
});

describe('per-route stylesheets', () => {
  const split = () => readBuildMeta<{ initial: string; routes: Record<string, string> }>('siteCss', root);
  const read = (href: string) => readFileSync(resolve(root, 'dist/site', href.slice(1)), 'utf8');
  const classes = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

  it('loses no rule: the first view and the route stylesheets together have every class of the whole site', () => {
    const meta = readMetafile();
    const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'src/site/main.tsx' && o.cssBundle)!;
    const everything = classes(readFileSync(resolve(root, entry.cssBundle!), 'utf8'));
    const { initial, routes } = split();
    const covered = classes([initial, ...Object.values(routes)].map(read).join('\n'));
    expect([...everything].filter((c) => !covered.has(c))).toEqual([]);
  });

  it('has each lazy chunk load its own stylesheet before it runs', () => {
    const meta = readMetafile();
    const { routes } = split();
    expect(Object.keys(routes).length).toBeGreaterThan(0);
    for (const [module, href] of Object.entries(routes)) {
      const file = Object.keys(meta.outputs).find((f) => f.endsWith('.js') && meta.outputs[f].entryPoint === module)!;
      const code = readFileSync(resolve(root, file), 'utf8');
      expect(code.startsWith(`await new Promise(r=>{const h=${JSON.stringify(href)};`), module).toBe(true);
      expect(read(href).length).toBeGreaterThan(0);
    }
  });

  it('keeps page styles out of the first view', () => {
    const { initial, routes } = split();
    const first = classes(read(initial));
    const login = classes(read(routes['src/site/pages/auth/login/index.tsx']));
    expect([...login].some((c) => !first.has(c))).toBe(true);
  });
});

/**
 * A rendered page carries the stylesheets its first view needs inline, so it paints from its HTML
 * alone: a site built under a base path (/learn), its build records as scripts/build.mjs writes
 * them, with stylesheets whose url()s are relative to their own address. One reference server.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteAssets } from '../../src/render/assets.js';
import { renderingForFile } from './helpers.js';

const BASE = '/learn';
const LIST = 'src/site/pages/course/list/index.tsx';
const APP_CSS = `${BASE}/assets/app-T1.css`;
const ROUTE_CSS = `${BASE}/assets/route-T2.css`;
const POLICY = "default-src 'self'; style-src 'self'; object-src 'none'";

/** A built site (dist/site and dist/meta) with one route that has a stylesheet of its own. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meedu-inline-css-'));
  const site = join(dir, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'meta'));
  const template = readFileSync(new URL('../../src/site/index.html', import.meta.url), 'utf8');
  writeFileSync(
    join(site, 'index.html'),
    template
      .replaceAll('%BASE%', BASE)
      .replace(
        '<!-- assets -->',
        `<link rel="stylesheet" href="${APP_CSS}">\n    <script type="module" src="${BASE}/assets/app-T3.js"></script>`,
      ),
  );
  writeFileSync(
    join(site, 'assets', 'app-T1.css'),
    '@font-face{font-family:Site;src:url(fonts/site-T4.woff2) format("woff2")}' +
      'body{margin:0;background:url("/learn/assets/plain-T5.png")}',
  );
  writeFileSync(
    join(site, 'assets', 'route-T2.css'),
    `.cover{background:url('../images/dot-T6.png')}.quote:before{content:"</style>"}`,
  );
  const meta = (name: string, value: unknown) => writeFileSync(join(dir, 'meta', name), JSON.stringify(value));
  meta('site-build.json', { base: BASE });
  meta('site.json', {
    outputs: {
      'dist/site/assets/app-T3.js': { entryPoint: 'src/site/main.tsx', imports: [] },
      'dist/site/assets/list-T7.js': { entryPoint: LIST, imports: [] },
    },
  });
  meta('site-css.json', { initial: APP_CSS, routes: { [LIST]: ROUTE_CSS } });
  return dir;
}

const dir = builtSite();
const assets = readSiteAssets(join(dir, 'site'));
const rendering = renderingForFile('4.9.30', {
  // A route run from source names no page module (the rendering server's build adds it:
  // build/render.ts); every page here stands for the course list.
  assets: { ...assets, forModule: (module) => assets.forModule(module ?? LIST) },
  csp: POLICY,
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const inline = (doc: Document) =>
  [...doc.querySelectorAll('head style[data-href]')].map((s) => [s.getAttribute('data-href'), s.textContent]);

describe('a rendered page’s stylesheets', () => {
  it('are inline in its head, the app’s before the page’s, with none linked', async () => {
    const { status, doc } = await rendering.get(`${BASE}/courses`);
    expect(status).toBe(200);
    expect(doc.querySelectorAll('#app a[href^="/learn/courses/detail/"]').length).toBeGreaterThan(0);
    expect(inline(doc).map(([href]) => href)).toEqual([APP_CSS, ROUTE_CSS]);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(doc.querySelector(`link[rel="modulepreload"][href="${BASE}/assets/list-T7.js"]`)).not.toBeNull();
  });

  it('resolve a relative url() against the stylesheet’s address, base path included, and cannot end the element', async () => {
    const { doc } = await rendering.get(`${BASE}/courses`);
    const [[, app], [, route]] = inline(doc);
    expect(app).toBe(
      '@font-face{font-family:Site;src:url(/learn/assets/fonts/site-T4.woff2) format("woff2")}' +
        'body{margin:0;background:url("/learn/assets/plain-T5.png")}',
    );
    // `<\/style>` is the same string to CSS; the element ends after the whole sheet.
    expect(route).toBe(`.cover{background:url('/learn/images/dot-T6.png')}.quote:before{content:"<\\/style>"}`);
  });

  it('stay linked in the client-rendered page', async () => {
    const { doc } = await rendering.get(`${BASE}/member`);
    expect(doc.getElementById('app')?.innerHTML).toBe('');
    expect(doc.querySelector('style')).toBeNull();
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([APP_CSS]);
  });

  it('are allowed by the page’s Content-Security-Policy by their hashes, as are its style attributes, and no other inline style is', async () => {
    const { headers, doc } = await rendering.get(`${BASE}/courses`);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const hashes = inline(doc).map(([, text]) => hash(text!));
    // The markup's style attributes (the course grid's columns), each value once.
    const values = new Set([...doc.querySelectorAll('#app [style]')].map((el) => el.getAttribute('style')!));
    expect(values.size).toBeGreaterThan(0);
    const attributes = [...values].map(hash);
    expect(headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; style-src 'self' ${hashes.join(' ')} 'unsafe-hashes' ${attributes.join(' ')}; object-src 'none'`,
    );
    const client = await rendering.get(`${BASE}/member`);
    expect(client.headers.get('Content-Security-Policy')).toBe(POLICY);
  });
});

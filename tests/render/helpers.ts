/**
 * The rendering server's handler (src/render) over a reference server playing one MeEdu release,
 * from source, without a site build: the page template is the site's own src/site/index.html.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll } from 'vitest';
import type { SiteAssets } from '../../src/render/assets.js';
import { setUpRendering, type RenderSettings } from '../../src/render/setup.js';
import { startTestServer, type TestServer } from '../server/helpers.js';

/** The site's public address in these tests: canonical and structured-data URLs start with it. */
export const SITE = 'https://learn.example.com';

export const templateAssets = (): SiteAssets => ({
  dir: '',
  base: '',
  indexHtml: readFileSync(new URL('../../src/site/index.html', import.meta.url), 'utf8').replaceAll('%BASE%', ''),
  forModule: () => ({ scripts: [], styles: [] }),
  styles: new Map(),
});

export interface Answer {
  status: number;
  headers: Headers;
  html: string;
  doc: Document;
}

export interface Rendering {
  server: TestServer;
  /** The handler's answer for a path (a browser's Accept and user agent unless told otherwise). */
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  lines: string[];
}

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** One reference server for the file (release `meeduVersion`) and a rendering handler in front of it. */
export function renderingForFile(meeduVersion: string, extra: Partial<RenderSettings> = {}): Rendering {
  const lines: string[] = [];
  const rendering = { lines } as Rendering;
  beforeAll(async () => {
    rendering.server = await startTestServer({ meeduVersion });
    const handle = setUpRendering({
      apiUrl: rendering.server.url,
      publicUrl: SITE,
      assets: templateAssets(),
      log: (line) => lines.push(line),
      ...extra,
    });
    rendering.get = async (path, headers = {}) => {
      const response = await handle(
        new Request(SITE + path, { headers: { Accept: 'text/html', 'User-Agent': DESKTOP, ...headers } }),
      );
      if (!response) throw new Error(`no answer for ${path}`);
      const html = await response.text();
      return { status: response.status, headers: response.headers, html, doc: new JSDOM(html).window.document };
    };
  });
  afterAll(async () => {
    await rendering.server?.close();
  });
  return rendering;
}

/** The structured data of a page, parsed. */
export const jsonLd = (doc: Document): Array<Record<string, any>> =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

export const meta = (doc: Document, key: string): string | null =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

/** The answers a page carries for the client. */
export const pageState = (doc: Document): { answers: Record<string, any>; config: Record<string, any> | null } =>
  JSON.parse(doc.getElementById('meedu-page-state')?.textContent ?? 'null');

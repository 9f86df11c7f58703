import { resolve } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { readBuildMeta } from '../../../build/metafiles.js';

/**
 * The site build's lazily loaded renderer files, read from the metafile of dist/site (the build
 * the end-to-end server serves): the chunks carrying KaTeX and highlight.js, and KaTeX's own
 * stylesheet. Public paths, as the browser requests them.
 */
export function rendererAssets(): { katex: string[]; hljs: string[] } {
  const root = resolve(import.meta.dirname, '../../..');
  const meta = readBuildMeta<{ outputs: Record<string, { inputs: Record<string, unknown> }> }>('site', root);
  const publicPath = (file: string) => '/assets/' + file.split('/').pop();
  const carrying = (pkg: string) =>
    Object.entries(meta.outputs)
      .filter(
        ([file, o]) => file.endsWith('.js') && Object.keys(o.inputs).some((i) => i.includes(`node_modules/${pkg}/`)),
      )
      .map(([file]) => publicPath(file));
  const katex = carrying('katex');
  const hljs = carrying('highlight.js');
  if (!katex.length || !hljs.length) throw new Error('the site build has no KaTeX or highlight.js chunk');
  return { katex, hljs };
}

/** Every same-origin path the page requests from now on. */
export function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    seen.push(url.pathname);
  });
  return seen;
}

/**
 * API calls (method, path and query) a page makes from now on, in order, until stopped; a live
 * stream's playlists and segments are kept apart, since a playing stream asks for them every second.
 */
export function recordApiCalls(page: Page) {
  const calls: string[] = [];
  const stream: string[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/addons/zhibo/stream/')) stream.push(url.pathname);
    else if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/addons/'))
      calls.push(`${req.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  return { calls, stream, stop: () => page.off('request', onRequest) };
}

/**
 * Scrolls down the way a reader does until `target` shows: content rendered only as the reader
 * comes near it (the home page's code block) may come in below blocks still arriving.
 */
export async function scrollUntilShown(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20000);
        return target.isVisible();
      },
      // The whole suite runs two browsers on two cores: the block and its sanitizer can be slow.
      { timeout: 30_000 },
    )
    .toBe(true);
}

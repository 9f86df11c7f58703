import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/browser.js';

/**
 * DOMPurify needs a real DOM: happy-dom hands out a fresh `attributes` object on every access,
 * which DOMPurify reads as DOM clobbering and then skips attribute checks. So the sanitizer is
 * exercised in the engine the product runs in: Chromium, on a page served at a fixed origin.
 */
export const ORIGIN = 'http://site.test';

export interface ElementReport {
  tag: string;
  attrs: Array<[string, string]>;
  text: string;
}

export interface SanitizedReport {
  html: string;
  text: string;
  elements: ElementReport[];
}

declare global {
  interface Window {
    sanitizer: typeof import('#widgets/rich-content/sanitize.js');
  }
}

export async function openSanitizerPage(): Promise<{ browser: Browser; page: Page }> {
  const entry = resolve(import.meta.dirname, '../../../../src/widgets/rich-content/sanitize.ts');
  const bundle = await build({
    stdin: {
      contents: `import * as s from ${JSON.stringify(entry)}; window.sanitizer = s;`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  // Nothing a payload asks for may leave the page; the fixed origin makes same-origin checks real.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `${ORIGIN}/`)
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head></head><body></body></html>',
      });
    if (url === `${ORIGIN}/sanitize.js`) return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ url: `${ORIGIN}/sanitize.js` });
  return { browser, page };
}

export function sanitizeIn(
  page: Page,
  html: string | null,
  mode: 'html' | 'snippet' = 'html',
): Promise<SanitizedReport> {
  return page.evaluate(
    ([input, kind]) => {
      const fragment = kind === 'html' ? window.sanitizer.sanitizeHtml(input) : window.sanitizer.sanitizeSnippet(input);
      if (fragment.nodeType !== 11) throw new Error('not a fragment');
      const holder = document.createElement('div');
      holder.appendChild(fragment);
      document.body.replaceChildren(holder);
      const elements = Array.from(holder.querySelectorAll('*')).map((el) => ({
        tag: el.tagName.toLowerCase(),
        attrs: Array.from(el.attributes).map((a) => [a.name, a.value] as [string, string]),
        text: el.textContent ?? '',
      }));
      return { html: holder.innerHTML, text: holder.textContent ?? '', elements };
    },
    [html, mode] as const,
  );
}

export function evaluateIn<T, A>(page: Page, fn: (arg: A) => T, arg: A): Promise<T> {
  return page.evaluate(fn as never, arg) as Promise<T>;
}

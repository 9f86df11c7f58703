/**
 * `npm run bench:paint`: first and largest contentful paint of site pages in Debian's Chromium
 * with the CPU slowed 4x, against the built reference server (run `npm run build` first).
 *
 * Each page is loaded cold (a new browser context, empty cache) several times and the median is
 * reported. Options: --runs <n> (5), --slowdown <n> (4), paths as further arguments
 * (default: / and /courses/detail/1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, median, observePaint, readPaint } from './bench-browser.mjs';
import { startServer, stopServer, waitUntilAnswering } from './built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value) || fallback;
};
const runs = option('runs', 5);
const slowdown = option('slowdown', 4);
const paths = args.length ? args : ['/', '/courses/detail/1'];

/** Paint timings as the page itself observed them; LCP settles once the page stops changing. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await observePaint(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const result = await readPaint(page);
  await context.close();
  return result;
}

const dbDir = mkdtempSync(join(tmpdir(), 'meedu-paint-'));
const { child, url: urlPromise } = startServer(join(root, 'dist', 'server', 'main.js'), root, dbDir);
const browser = await launchChromium();
try {
  const base = await urlPromise;
  await waitUntilAnswering(base);
  console.log(`Chromium, CPU slowdown ${slowdown}x, ${runs} cold loads each, median:`);
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, base + path));
    const fcp = median(samples.map((s) => s.fcp));
    const lcp = median(samples.map((s) => s.lcp));
    console.log(`  ${path.padEnd(22)} FCP ${fcp.toFixed(0)} ms   LCP ${lcp.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dbDir, { recursive: true, force: true });
}

/**
 * `npm run bench:load`: what loading costs on a slow phone-like connection, in Debian's Chromium
 * against the built reference server (run `npm run build` first): CPU slowed 4x, 1.6 Mbps down,
 * 150 ms round trips, cache off, each page loaded cold several times (median).
 *
 * - An embed page: a partner page on another origin with one login button (examples/one-button.html):
 *   requests, bytes transferred, sequential levels of the embed's scripts after the loader, and the
 *   time until the button shows.
 * - Site pages (/, /courses and a course): script requests, script bytes transferred up to network idle, FCP
 *   and LCP.
 *
 * Options: --runs <n> (5), --root <dir> (another checkout's build, for before/after figures).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, medians, observePaint, readPaint, throttledPage } from './bench-browser.mjs';
import { startServer, stopServer, waitUntilAnswering } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : args[i + 1];
};
const runs = Number(option('runs', 5));
const root = option('root', new URL('..', import.meta.url).pathname);

/** Sequential levels: a request is one deeper than the deepest one that had finished before it started. */
function depth(list) {
  const level = new Map();
  const sorted = [...list].sort((a, b) => a.start - b.start);
  for (const r of sorted) {
    const before = sorted.filter((o) => o !== r && o.end <= r.start && level.has(o));
    level.set(r, before.length ? Math.max(...before.map((o) => level.get(o))) + 1 : 0);
  }
  return Math.max(0, ...level.values());
}

async function embedPage(browser, url) {
  const { context, page, requests } = await throttledPage(browser);
  const t0 = Date.now();
  await page.goto(url);
  await page.locator('[data-meedu-widget="login-button"]').getByRole('button', { name: '登录' }).waitFor();
  const shown = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const all = [...requests.values()].filter((r) => r.end !== Infinity);
  const embed = all.filter((r) => /\/embed\/[^/]+\.js$/.test(new URL(r.url).pathname));
  const result = {
    requests: all.length,
    bytes: all.reduce((n, r) => n + r.bytes, 0),
    scripts: embed.length,
    scriptBytes: embed.reduce((n, r) => n + r.bytes, 0),
    levels: depth(embed),
    shown,
  };
  await context.close();
  return result;
}

async function sitePage(browser, url) {
  const { context, page, requests } = await throttledPage(browser);
  await observePaint(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const paint = await readPaint(page);
  const scripts = [...requests.values()].filter((r) => r.type === 'Script' && r.end !== Infinity);
  const result = { scripts: scripts.length, scriptBytes: scripts.reduce((n, r) => n + r.bytes, 0), ...paint };
  await context.close();
  return result;
}

const dbDir = mkdtempSync(join(tmpdir(), 'meedu-load-'));
const {
  child,
  url: urlPromise,
  examplesUrl,
} = startServer(join(root, 'dist', 'server', 'main.js'), root, dbDir, {
  examples: true,
});
const browser = await launchChromium();
try {
  const base = await urlPromise;
  await waitUntilAnswering(base);
  const examples = (await examplesUrl) ?? base;
  console.log(`${root}: Chromium, CPU 4x, 1.6 Mbps, 150 ms RTT, cache off; median of ${runs} cold loads`);
  const embed = [];
  for (let i = 0; i < runs; i++) embed.push(await embedPage(browser, `${examples}/examples/one-button.html`));
  const e = medians(embed);
  console.log(
    `  one login button (${examples === base ? 'same' : 'other'} origin): ${e.requests} requests, ${e.bytes} B transferred; ` +
      `embed scripts ${e.scripts} files, ${e.scriptBytes} B, ${e.levels} levels after the loader; button shown at ${e.shown} ms`,
  );
  for (const path of ['/', '/courses', '/courses/detail/1']) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await sitePage(browser, base + path));
    const s = medians(samples);
    console.log(
      `  ${path.padEnd(9)} ${s.scripts} scripts, ${s.scriptBytes} B of script; FCP ${s.fcp.toFixed(0)} ms, LCP ${s.lcp.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dbDir, { recursive: true, force: true });
}

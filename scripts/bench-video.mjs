/**
 * `npm run bench:video`: time from opening a course video page to its first video frame, in
 * Debian's Chromium with the CPU slowed 4x, against the built reference server (run
 * `npm run build` first). The demo member opens an MP4 lesson of a bought course (learning photos
 * off, so nothing waits for the camera); each load is cold (a new browser context, empty cache),
 * and the median is reported with the API calls of one page view.
 *
 * Options: --runs <n> (5), --slowdown <n> (4), --video <id> (67, course 10's first lesson).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, median } from './bench-browser.mjs';
import { startServer, stopServer, waitUntilAnswering } from './built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(args[i + 1]) || fallback;
};
const runs = option('runs', 5);
const slowdown = option('slowdown', 4);
const videoId = option('video', 67);

async function call(base, path, init = {}) {
  const res = await fetch(base + path, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/** Navigation start to the media element's first decoded frame (loadeddata), as the page saw it. */
async function measure(browser, base, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript((t) => {
    localStorage.setItem('meedu-user-token', t);
    document.addEventListener('loadeddata', () => (window.__firstFrame ??= performance.now()), true);
  }, token);
  const page = await context.newPage();
  const calls = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/addons/')) calls.push(`${r.method()} ${u.pathname}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(`${base}/courses/video/${videoId}`);
  const firstFrame = await page.waitForFunction(() => window.__firstFrame, null, { timeout: 60_000 });
  const ms = await firstFrame.jsonValue();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, calls };
}

const dbDir = mkdtempSync(join(tmpdir(), 'meedu-video-'));
const { child, url: urlPromise } = startServer(join(root, 'dist', 'server', 'main.js'), root, dbDir);
const browser = await launchChromium();
try {
  const base = await urlPromise;
  await waitUntilAnswering(base);
  await call(base, '/__dev/config', { method: 'PUT', body: JSON.stringify({ 'snapshot.status.vod': 0 }) });
  const { token } = await call(base, '/api/v2/login/password', {
    method: 'POST',
    body: JSON.stringify({ mobile: '13800138000', password: 'meedu123' }),
  });
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, token));
  console.log(`Chromium, CPU slowdown ${slowdown}x, ${runs} cold loads of /courses/video/${videoId}:`);
  console.log(`  first frame: median ${median(samples.map((s) => s.ms)).toFixed(0)} ms`);
  console.log(`  samples: ${samples.map((s) => s.ms.toFixed(0)).join(', ')} ms`);
  console.log(`  API calls of one page view (${samples[0].calls.length}):`);
  for (const c of samples[0].calls) console.log(`    ${c}`);
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dbDir, { recursive: true, force: true });
}

import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { examplesURL, useBrowser } from '../browser.js';

const browser = useBrowser();

interface Fetch {
  url: string;
  start: number;
  end: number;
}

/**
 * Sequential levels of the embed's script requests after the loader: the loader is level 0, and a
 * request is one level deeper than the deepest request that had finished before it started.
 */
function levels(fetches: Fetch[]): Map<string, number> {
  const level = new Map<string, number>();
  const byStart = [...fetches].sort((a, b) => a.start - b.start);
  for (const f of byStart) {
    const before = byStart.filter((o) => o !== f && o.end <= f.start && level.has(o.url));
    level.set(f.url, before.length ? Math.max(...before.map((o) => level.get(o.url)!)) + 1 : 0);
  }
  return level;
}

describe('embed loading', () => {
  it('a page with one login button fetches everything within two round trips after the loader', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow link makes every round trip visible: 150 ms each way, 1.6 Mbps.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const fetches = new Map<string, Fetch>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/\/embed\/[^/]+\.js$/.test(new URL(e.request.url).pathname))
        fetches.set(e.requestId, { url: e.request.url, start: e.timestamp, end: Infinity });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const f = fetches.get(e.requestId);
      if (f) f.end = e.timestamp;
    });
    await page.goto(`${examplesURL()}/examples/one-button.html`);
    await page.locator('[data-meedu-widget="login-button"]').locator('button', { hasText: '登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    const all = [...fetches.values()];
    const depth = levels(all);
    const loader = all.find((f) => /\/meedu(\.[0-9a-f]{16})?\.js$/.test(f.url))!;
    expect(depth.get(loader.url)).toBe(0);
    const report = all.map((f) => `${depth.get(f.url)} ${new URL(f.url).pathname.split('/').pop()}`).sort();
    console.log(`[embed levels] ${report.join(', ')}`);
    expect(Math.max(...depth.values())).toBeLessThanOrEqual(2);
    // Each file once: preloading never fetches a chunk twice.
    expect(new Set(all.map((f) => f.url)).size).toBe(all.length);
    await context.close();
  });
});

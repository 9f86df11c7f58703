import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '#server/index.js';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * A server of the file's own playing one MeEdu release (MEEDU_VERSION) on fresh demo content,
 * serving the built site: for journeys whose answers differ from the suite's shared server.
 */
export function useReleaseServer(version: string, browser: () => Browser) {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `meedu-${version}-`));
    server = await startServer({
      port: 0,
      meeduVersion: version,
      dbPath: join(dir, 'db.sqlite'),
      staticDir: join(process.cwd(), 'dist', 'site'),
      examplesDir: join(dir, 'none'),
      rateLimitPerMinute: 0,
      seed: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An API call's `data`; a non-zero code throws with the server's message. */
  async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const res = await fetch(server.url + path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = (await res.json()) as Envelope<T>;
    if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
    return json.data;
  }

  /** A page on this server, with the API calls (method and path) it makes. */
  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page; calls: string[] }> {
    const context = await browser().newContext({
      baseURL: server.url,
      viewport: { width, height: 800 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/addons/'))
        calls.push(`${r.method()} ${url.pathname}`);
    });
    return { context, page, calls };
  }

  return { url: () => server.url, call, newPage };
}

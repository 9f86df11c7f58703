import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

let server: TestServer;
let root: string;

/** A raw request, so paths reach the server exactly as written (fetch would normalise `..`). */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'meedu-serving-'));
  const site = join(root, 'dist', 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist', 'embed'), { recursive: true });
  mkdirSync(join(root, 'examples', 'script-tag'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>shell</title><div id="app"></div>');
  writeFileSync(join(site, 'assets', 'index-3f9a1c2b.js'), 'console.log("app")');
  writeFileSync(join(site, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(site, '.env'), 'SECRET=1');
  writeFileSync(join(root, 'dist', 'secret.txt'), 'TOP-SECRET');
  writeFileSync(join(root, 'dist', 'embed', 'meedu.js'), 'window.MeeduLoaded = true;');
  writeFileSync(join(root, 'examples', 'index.html'), '<!doctype html><title>examples</title>');
  writeFileSync(join(root, 'examples', 'script-tag', 'index.html'), '<!doctype html><title>script tag</title>');
  server = await startTestServer({ staticDir: site, examplesDir: join(root, 'examples'), examplesPort: 0 }, root);
});
afterAll(() => server.close());

const html = { Accept: 'text/html,application/xhtml+xml' };

describe('the built site', () => {
  test('/ serves index.html with no-cache and an ETag; revalidation gives 304', async () => {
    const res = await fetch(`${server.url}/`, { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await res.text()).toContain('shell');
    const again = await fetch(`${server.url}/`, { headers: { ...html, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  test('hashed assets are cached for a year; others revalidate; types follow extensions', async () => {
    const js = await fetch(`${server.url}/assets/index-3f9a1c2b.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await fetch(`${server.url}/assets/logo.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  test('client routes fall back to index.html for HTML requests only', async () => {
    for (const path of ['/courses/detail/3', '/member/orders?page=2', '/login?redirect=%2Fmember']) {
      const res = await fetch(`${server.url}${path}`, { headers: html });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('shell');
    }
    expect((await fetch(`${server.url}/assets/missing-file.js`)).status).toBe(404);
    const json = await api(server, '/courses/detail/3');
    expect(json.status).toBe(404);
  });

  test('API paths never fall back to the shell', async () => {
    const v2 = await fetch(`${server.url}/api/v2/nope`, { headers: html });
    expect(await v2.json()).toEqual({ code: 1, message: '错误', data: [] });
    const dev = await fetch(`${server.url}/__dev/nope`, { headers: html });
    expect(dev.status).toBe(404);
  });

  test('HEAD works and has no body', async () => {
    const res = await fetch(`${server.url}/assets/index-3f9a1c2b.js`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('no directory traversal, encoded or not, and no dot-files', async () => {
    const paths = [
      '/../secret.txt',
      '/../../dist/secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/embed/..%2fsecret.txt',
      '/examples/..%2f..%2fdist%2fsecret.txt',
      '/.env',
      '/%2eenv',
      '/assets/%00.js',
      '/%E0%A4%A',
    ];
    for (const path of paths) {
      const res = await rawGet(server.port, path, html);
      expect(res.body, path).not.toContain('TOP-SECRET');
      expect(res.body, path).not.toContain('SECRET=1');
      expect(res.status, path).not.toBe(500);
    }
  });
});

describe('embed bundle and examples', () => {
  test('/embed/ serves the bundle with CORS for any origin', async () => {
    const res = await fetch(`${server.url}/embed/meedu.js`, { headers: { Origin: 'http://host.test' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.url}/embed/nope.js`)).status).toBe(404);
  });

  test('/examples/ on the main port: index, sub-folders with slash redirect, server-config.js', async () => {
    expect(await (await fetch(`${server.url}/examples/`)).text()).toContain('examples');
    const noSlash = await fetch(`${server.url}/examples/script-tag`, { redirect: 'manual' });
    expect(noSlash.status).toBe(301);
    expect(noSlash.headers.get('location')).toBe('/examples/script-tag/');
    expect(await (await fetch(`${server.url}/examples/script-tag/`)).text()).toContain('script tag');
    const config = await (await fetch(`${server.url}/examples/server-config.js`)).text();
    expect(config).toContain(`"api":"${server.url}"`);
    expect(config).toContain(`"embed":"${server.url}/embed/meedu.js"`);
  });

  test('the second port serves the examples from another origin', async () => {
    expect(server.examplesUrl).toBeTruthy();
    expect(server.examplesUrl).not.toBe(server.url);
    const rootRes = await fetch(`${server.examplesUrl}/`, { redirect: 'manual' });
    expect(rootRes.headers.get('location')).toBe('/examples/');
    const page = await fetch(`${server.examplesUrl}/examples/script-tag/`);
    expect(await page.text()).toContain('script tag');
    const config = await (await fetch(`${server.examplesUrl}/examples/server-config.js`)).text();
    expect(config).toContain(`"api":"${server.url}"`);
    // No API there: the examples must call the main origin cross-origin.
    expect((await fetch(`${server.examplesUrl}/api/v2/roles`)).status).toBe(404);
    const cross = await fetch(`${server.url}/api/v2/roles`, { headers: { Origin: server.examplesUrl! } });
    expect(cross.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('without a build', () => {
  test('the site answers a page telling to run the build; the API still works', async () => {
    const bare = await startTestServer();
    try {
      const res = await fetch(`${bare.url}/`, { headers: html });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await api(bare, '/api/v3/status')).json.code).toBe(0);
    } finally {
      await bare.close();
    }
  });
});

describe('CORS', () => {
  test('an origin list allows only those origins', async () => {
    const strict = await startTestServer({ corsOrigins: ['http://allowed.test'] });
    try {
      const ok = await fetch(`${strict.url}/api/v2/roles`, { headers: { Origin: 'http://allowed.test' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
      const no = await fetch(`${strict.url}/api/v2/roles`, { headers: { Origin: 'http://evil.test' } });
      expect(no.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await strict.close();
    }
  });
});

/**
 * The embed loader under its versioned name: cached forever and readable cross-origin, which a
 * <script integrity crossorigin="anonymous"> on a partner page needs; meedu.js stays revalidated.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'meedu-embed-'));
  const embed = join(root, 'dist', 'embed');
  mkdirSync(embed, { recursive: true });
  mkdirSync(join(root, 'dist', 'site'), { recursive: true });
  writeFileSync(join(embed, 'meedu.js'), 'window.MeeduLoaded = 1;');
  writeFileSync(join(embed, 'meedu.0123456789abcdef.js'), 'window.MeeduLoaded = 1;');
  writeFileSync(join(embed, 'meedu.manifest.json'), '{"versioned":"meedu.0123456789abcdef.js"}');
  server = await startTestServer({ staticDir: join(root, 'dist', 'site') }, root);
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { headers: { Origin: 'https://partner.example' } });

describe('/embed/ loader names', () => {
  it('meedu.<hash>.js: immutable for a year, CORS for any origin, JavaScript', async () => {
    const res = await get('/embed/meedu.0123456789abcdef.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('window.MeeduLoaded = 1;');
  });

  it('meedu.js and the manifest: revalidated on every use, CORS for any origin', async () => {
    for (const path of ['/embed/meedu.js', '/embed/meedu.manifest.json']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

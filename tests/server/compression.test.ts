import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/compress.js';
import { startTestServer, type TestServer } from './helpers.js';

/** A raw GET (fetch would ask for, and undo, compression itself). */
function get(base: string, path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

const decode = (body: Buffer, encoding: string | string[] | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

let server: TestServer;
const script = `console.log(${JSON.stringify('课程'.repeat(2000))});\n`;

beforeAll(async () => {
  server = await startTestServer();
  // A built site of one hashed script with its precompressed copies, as `npm run build` leaves it.
  const site = join(server.dir, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(site, 'assets', 'app-ABCDEFGH.js'), script);
  writeFileSync(join(site, 'assets', 'tiny-ABCDEFGH.js'), 'x()');
  precompress(site);
  server = await server.restart({ staticDir: site });
});
afterAll(() => server.close());

describe('static files: the precompressed copy the browser accepts', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s', async (accept, encoding) => {
    const res = await get(server.url, '/assets/app-ABCDEFGH.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.body, encoding)).toBe(script);
    if (encoding) expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('gives each encoding its own ETag, so a cache never answers a 304 for the wrong form', async () => {
    const br = await get(server.url, '/assets/app-ABCDEFGH.js', 'br');
    const plain = await get(server.url, '/assets/app-ABCDEFGH.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends files too small to be worth it as they are', async () => {
    const res = await get(server.url, '/assets/tiny-ABCDEFGH.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('x()');
  });
});

describe('API JSON', () => {
  it('compresses answers from 1 KB up with brotli or gzip, by Accept-Encoding', async () => {
    const plain = await get(server.url, '/api/v2/courses?page_size=16');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.code).toBe(0);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(server.url, '/api/v2/courses?page_size=16', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(res.body, encoding))).toEqual(json);
    }
  });

  it('leaves small answers uncompressed', async () => {
    const res = await get(server.url, '/api/v2/announcement/999999', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 1 });
  });
});

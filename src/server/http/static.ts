import type { Context } from 'hono';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Build output names carry a content hash (`index-3f9a1c2b.js`, `chunk.Ab12Cd34.css`): cache forever. */
const HASHED = /[.-][A-Za-z0-9_]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|gif|ttf)$/;

export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (HASHED.test(file.split(/[\\/]/).pop() ?? '')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export type Resolved = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'none' };

/**
 * Maps a URL path below a mount point to a file inside `root`. Anything that could leave the
 * root (`..`, encoded separators, NUL, absolute segments) or reach a dot-file resolves to
 * nothing, never to a file outside.
 */
export function resolveStatic(root: string, relPath: string): Resolved {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath);
  } catch {
    return { kind: 'none' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'none' };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || s.startsWith('.'))) return { kind: 'none' };
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (target !== base && !target.startsWith(base + sep)) return { kind: 'none' };
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return { kind: 'none' };
  }
  if (stat.isDirectory()) {
    // Relative to the mount; leading slashes dropped, so `//guide` cannot become `//guide/`, which a
    // browser reads as the host `guide`.
    if (!relPath.endsWith('/') && relPath !== '')
      return { kind: 'redirect', location: `${relPath.replace(/^\/+/, '')}/` };
    const index = join(target, 'index.html');
    return existsSync(index) ? { kind: 'file', file: index } : { kind: 'none' };
  }
  return stat.isFile() ? { kind: 'file', file: target } : { kind: 'none' };
}

/** The encodings a request accepts, from its Accept-Encoding (a `;q=0` entry refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * The build's precompressed copy (`file.br`, `file.gz`) best for this request, if there is one.
 * Presence is enough: the build writes the copies with the files and removes any that outlived
 * theirs (build/compress.ts), while modification times do not survive every copy of a build.
 */
function precompressed(file: string, accepted: Set<string>): { path: string; encoding: string } | null {
  if (accepted.has('br') && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (accepted.has('gzip') && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return null;
}

/**
 * Answers with a file: content type, weak ETag from size and mtime, 304 on a matching
 * If-None-Match. When the build left a brotli or gzip copy beside it (build/compress.ts) and the
 * browser accepts that encoding, the copy is sent instead, with `Vary: Accept-Encoding`.
 */
export function sendFile(c: Context, file: string, extraHeaders: Record<string, string> = {}): Response {
  const stat = statSync(file);
  const compressible = existsSync(`${file}.gz`) || existsSync(`${file}.br`);
  const chosen = compressible ? precompressed(file, acceptedEncodings(c.req.header('Accept-Encoding'))) : null;
  const tag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${chosen ? `-${chosen.encoding}` : ''}`;
  const etag = `W/"${tag}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlFor(file),
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
    ...extraHeaders,
  };
  const inm = c.req.header('If-None-Match');
  if (inm && inm.split(',').some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers });
  const body = readFileSync(chosen ? chosen.path : file);
  return new Response(c.req.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(body.length) },
  });
}

export const acceptsHtml = (c: Context) => (c.req.header('Accept') ?? '').includes('text/html');

export function notBuiltPage(what: string, command: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>尚未构建</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:80px auto;padding:0 16px;color:#333}code{background:#f3f3f3;padding:2px 6px;border-radius:4px}</style>
</head><body>
<h1>${what}尚未构建</h1>
<p>服务器已在运行，API 可用（<code>/api/v2</code>、<code>/api/v3</code>），但没有找到构建产物。</p>
<p>请先在项目目录运行 <code>${command}</code>，然后刷新本页。</p>
<p lang="en">The API is up, but the built site is missing. Run <code>${command}</code> and reload.</p>
</body></html>`;
}

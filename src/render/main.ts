/**
 * The rendering server for operators (docs/deploy.md): `node dist/render/main.js`, settings from
 * the environment. Compiled to dist/render/main.js.
 *
 *   MEEDU_API_URL          the MeEdu API (required), e.g. https://api.example.com
 *   MEEDU_PUBLIC_URL       the site's public address (canonical URLs, sitemap); default http://HOST:PORT
 *   MEEDU_SITE_DIR         the built site (default dist/site)
 *   PORT, HOST             where to listen (default 8080, 127.0.0.1)
 *   MEEDU_RENDER_TIMEOUT_MS   how long the API may take for a page (default 3000)
 *   MEEDU_RENDER_CACHE=0   ask the API for every page (default: answers kept for their stale time)
 *   MEEDU_S_MAXAGE, MEEDU_STALE_WHILE_REVALIDATE   the pages' CDN lifetimes in seconds (60, 600)
 *   MEEDU_CSP              the pages' Content-Security-Policy (none by default); a rendered page's
 *                          allows its inline stylesheets by their hashes
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUrlOption } from '../../build/site-options.js';
import { startRenderServer } from './server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function seconds(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

try {
  const apiUrl = apiUrlOption(process.env.MEEDU_API_URL);
  if (!apiUrl) throw new Error('MEEDU_API_URL is required: the MeEdu API the pages are rendered from');
  const port = seconds('PORT', 8080);
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const publicUrl = apiUrlOption(process.env.MEEDU_PUBLIC_URL) || `http://${host}:${port}`;
  const server = await startRenderServer({
    apiUrl,
    publicUrl,
    siteDir: resolve(root, process.env.MEEDU_SITE_DIR?.trim() || 'dist/site'),
    port,
    host,
    timeoutMs: seconds('MEEDU_RENDER_TIMEOUT_MS', 3000),
    keepAnswers: process.env.MEEDU_RENDER_CACHE !== '0',
    sMaxAge: seconds('MEEDU_S_MAXAGE', 60),
    staleWhileRevalidate: seconds('MEEDU_STALE_WHILE_REVALIDATE', 600),
    csp: process.env.MEEDU_CSP?.trim() || undefined,
  });
  console.log(`meedu-web rendering server at ${server.url}/ (API ${apiUrl}, public address ${publicUrl})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`the rendering server did not start: ${(error as Error).message}`);
  process.exit(1);
}

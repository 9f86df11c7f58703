import { withoutBase } from '#core/env/index.js';
import { mobileHandoffTarget } from '#core/handoff/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { SiteAssets } from './assets.js';
import { policyWithStyles, sheetHash, styleAttributeHashes } from './csp.js';
import { pageDocument } from './document.js';
import { renderPage, within, type RenderContext } from './render-page.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { routeOf } from '#site/app.js';

export interface PageHandlerOptions extends RenderContext {
  assets: SiteAssets;
  /** The site's config, as the API gives it now (kept a short while: see keptConfig). */
  config(): Promise<SystemConfig>;
  /** Seconds a CDN may serve a rendered page, and serve it stale while it fetches a new one. */
  sMaxAge: number;
  staleWhileRevalidate: number;
  /**
   * The Content-Security-Policy of the site's pages, if the server is to send one: a rendered page's
   * widened by the hashes of the stylesheets and style attributes it carries (a policy set further out
   * cannot know them).
   */
  csp?: string;
  /** One line per request (method, address, status, what was done, time); default console.log. */
  log?: (line: string) => void;
}

const answerWith = (body: string | null, status: number, headers: Record<string, string>) =>
  new Response(body, { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers } });

const HTML = 'text/html; charset=utf-8';

/**
 * The rendering server's answers, for whichever HTTP server carries it (its own, ./server.ts, or
 * the reference server under `npm start`): the site's public pages rendered with their content,
 * robots.txt, sitemap.xml and a health check. Null for anything else (files, the API).
 */
export function pageHandler(options: PageHandlerOptions): (request: Request) => Promise<Response | null> {
  const { assets, log = console.log } = options;
  const publicCache = `public, max-age=0, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  // The client-rendered page: not kept by a CDN, so a page the API could not answer for renders next time.
  // Hashed only when there is a policy to send: a page's inline stylesheets and its markup's style attributes.
  const policy = (inlineSheets: readonly string[] = [], markup = ''): Record<string, string> =>
    options.csp
      ? {
          'Content-Security-Policy': policyWithStyles(
            options.csp,
            inlineSheets.map(sheetHash),
            styleAttributeHashes(markup),
          ),
        }
      : {};
  const clientPage = () =>
    answerWith(assets.indexHtml, 200, { 'Content-Type': HTML, 'Cache-Control': 'no-cache', ...policy() });

  const answer = async (request: Request, url: URL): Promise<[Response | null, string]> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return [null, ''];
    const { base } = assets;
    if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return [null, ''];
    const path = withoutBase(base, url.pathname);
    if (path === '/healthz')
      return [answerWith('ok\n', 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }), 'health'];
    if (path === '/robots.txt') {
      return [
        answerWith(robotsTxt(options.site), 200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': publicCache,
        }),
        'robots',
      ];
    }
    if (path === '/sitemap.xml') {
      const xml = await sitemapXml(options.site, options.timeoutMs).catch(() => null);
      if (xml === null)
        return [
          answerWith('API unavailable\n', 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' }),
          'sitemap failed',
        ];
      return [
        answerWith(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': publicCache }),
        'sitemap',
      ];
    }
    // Browsers ask for text/html. Crawlers and tools often send */* or no Accept at all: a route of
    // the site is a page for them too; any other address (an API path) is left to what is behind.
    const accept = request.headers.get('Accept') ?? '';
    const found = routeOf(path);
    if (!accept.includes('text/html') && !((!accept || accept.includes('*/*')) && found)) return [null, ''];
    let config: SystemConfig;
    try {
      config = await within(options.config(), options.timeoutMs);
    } catch (error) {
      return [clientPage(), `fallback (config: ${(error as Error).message})`];
    }
    // A mobile browser goes to the H5 site, as the client would send it once started.
    const msv = url.searchParams.get('msv');
    const userAgent = request.headers.get('User-Agent') ?? '';
    const away = mobileHandoffTarget({ pathname: path, search: url.search, userAgent, h5Url: config.h5_url, msv });
    if (away)
      return [answerWith(null, 302, { Location: away, 'Cache-Control': 'private, no-store' }), 'mobile hand-off'];
    const rendered = await renderPage(url, path, found, config, options).catch((error: unknown) => ({
      kind: 'fallback' as const,
      reason: `render: ${error instanceof Error ? (process.env.MEEDU_RENDER_DEBUG ? error.stack : error.message) : String(error)}`,
    }));
    if (rendered.kind === 'client') return [clientPage(), 'client'];
    if (rendered.kind === 'fallback') return [clientPage(), `fallback (${rendered.reason})`];
    const { html, inlineSheets } = pageDocument(assets, rendered);
    const headers: Record<string, string> = {
      'Content-Type': HTML,
      'Cache-Control': publicCache,
      ...policy(inlineSheets, rendered.markup),
    };
    // The same address answers a mobile browser with a redirect while the site has an H5 address.
    if (config.h5_url) headers.Vary = 'User-Agent';
    return [answerWith(html, rendered.status, headers), 'rendered'];
  };

  return async (request) => {
    const started = performance.now();
    const url = new URL(request.url);
    const [response, how] = await answer(request, url);
    if (response) {
      log(
        `${request.method} ${url.pathname}${url.search} ${response.status} ${how} ${(performance.now() - started).toFixed(1)}ms`,
      );
    }
    return response;
  };
}

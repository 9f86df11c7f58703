import type { MiddlewareHandler } from 'hono';
import type { ServerOptions } from '../context.js';

/** The development tools' paths (`/__dev` and below). */
export function isDevPath(path: string): boolean {
  return path === '/__dev' || path.startsWith('/__dev/');
}

/**
 * The only origins whose pages may call the development tools: the server's own public address
 * (the site and the tools' own pages) and the examples origin. The API's development-mode
 * `CORS *` must not reach these paths, or any page a developer opens could rewrite the config or
 * read SMS codes.
 */
export function devOrigins(options: Pick<ServerOptions, 'publicUrl' | 'examplesUrl'>): string[] {
  const origins = [options.publicUrl, options.examplesUrl].flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * CORS for the development tools: a request whose `Origin` header names another site (or `null`)
 * is refused before CORS or the handler see it, so preflights get no CORS headers and the simple
 * requests a browser sends without asking first (a form POST, a plain GET) never run. Requests
 * without `Origin` (tools, tests, top-level navigations) pass; allowed origins get `cors`.
 */
export function devToolsCors(allowed: string[], cors: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed.includes(origin)) {
      return Promise.resolve(c.json({ message: '开发工具只接受本站页面的请求' }, 403, { Vary: 'Origin' }));
    }
    return cors(c, next);
  };
}

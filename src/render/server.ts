import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { resolveStatic, sendFile } from '#server/http/static.js';
import { Hono } from 'hono';
import { withoutBase } from '#core/env/index.js';
import { readSiteAssets } from './assets.js';
import { setUpRendering, type RenderSettings } from './setup.js';

export interface RenderServerOptions extends Omit<RenderSettings, 'assets'> {
  /** The built site (dist/site). */
  siteDir: string;
  port?: number;
  host?: string;
}

export interface RunningRenderServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The rendering server on its own, as an operator deploys it in front of a MeEdu API: the built
 * site's files, its public pages rendered with their content, the client-rendered page for every
 * other route. Stateless: any number of them can stand behind a load balancer.
 */
export async function startRenderServer(options: RenderServerOptions): Promise<RunningRenderServer> {
  const assets = readSiteAssets(options.siteDir);
  const render = setUpRendering({ ...options, assets });
  // The page itself is never sent as a file: each address gets its rendered (or client) page.
  const indexFile = join(resolve(options.siteDir), 'index.html');
  const app = new Hono();
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const below = withoutBase(assets.base, url.pathname);
    const found = below !== url.pathname || !assets.base ? resolveStatic(options.siteDir, below.slice(1)) : null;
    if (found?.kind === 'file' && found.file !== indexFile) return sendFile(c, found.file);
    const rendered = await render(c.req.raw);
    if (rendered) return rendered;
    return c.text('Not Found', 404);
  });
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      // After listening, an error is one failed accept: told, and the server keeps listening.
      server.on('error', (error) => console.error('[render]', error));
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

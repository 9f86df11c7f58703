/**
 * `npm start`: the reference server (API, demo data, embed, examples) with the site's public pages
 * rendered on the server in front of it (MEEDU_RENDER=off serves the client-rendered site alone:
 * dist/server/main.js). Compiled to dist/render/start.js.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '#server/index.js';
import { runServer } from '#server/run.js';
import { readSiteAssets } from './assets.js';
import { setUpRendering } from './setup.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = resolve(root, process.env.MEEDU_STATIC_DIR?.trim() || join('dist', 'site'));

let running: RunningServer | undefined;
let handler: ((request: Request) => Promise<Response | null>) | undefined;
const built = existsSync(join(siteDir, 'index.html'));

running = await runServer(
  {
    // Until the server knows its own address (it is its own API), its pages are the client's.
    renderPage: (request) => {
      if (!running || !built) return Promise.resolve(null);
      handler ??= setUpRendering({ apiUrl: running.url, publicUrl: running.url, assets: readSiteAssets(siteDir) });
      return handler(request);
    },
  },
  built ? ['  服务端渲染:  公开页面在服务器上渲染（MEEDU_RENDER=off 关闭）'] : [],
);

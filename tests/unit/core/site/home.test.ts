/**
 * The home page's calls against the shapes the real servers answer: v4.9.30 (decoration blocks,
 * sliders and view blocks gone) and v4.9.5 (sliders and view blocks).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isRouteMissing } from '#core/client/index.js';
import { getHomeBlocks, getHomeSliders, slidesOfBlock } from '#core/site/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';
import { rejection, serveRecorded, useApiServer, type TestServer, useUnknownServer } from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

const configOf = (v: '4.9.5' | '4.9.30') => realData<SystemConfig>(v, 'GET /api/v2/other/config');
const asked = () => server.requests.map((r) => `${r.method} ${r.path}?${r.query}`);

useUnknownServer();

describe('home page on v4.9.30: decoration blocks', () => {
  beforeEach(() => {
    config.set(configOf('4.9.30'));
    serveRecorded(server, '4.9.30', 'GET /api/v2/decorationPage/blocks?page_name=pc-page-index');
  });

  it('reads the default PC decoration page; its slides are a pc-slider block', async () => {
    const blocks = await getHomeBlocks();
    expect(asked()).toEqual(['GET /api/v2/decorationPage/blocks?page_name=pc-page-index']);
    expect(blocks.map((b) => b.sign)).toEqual(['pc-slider', 'pc-vod-v1', 'code']);
    expect(slidesOfBlock(blocks[0])).toEqual([
      { thumb: 'http://127.0.0.1:18700/images/player-thumb.png', url: '/courses/detail/1', sort: 1, platform: 'PC' },
    ]);
    expect(slidesOfBlock(blocks[1])).toEqual([]);
  });

  it('asks for no sliders of their own', async () => {
    expect(await getHomeSliders()).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});

describe('home page on v4.9.5: sliders and view blocks', () => {
  beforeEach(() => {
    config.set(configOf('4.9.5'));
    serveRecorded(server, '4.9.5', 'GET /api/v2/sliders?platform=PC');
    serveRecorded(server, '4.9.5', 'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
  });

  it('reads the PC sliders and the PC view blocks', async () => {
    const [slides, blocks] = await Promise.all([getHomeSliders(), getHomeBlocks()]);
    expect(asked().sort()).toEqual([
      'GET /api/v2/sliders?platform=PC',
      'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
    ]);
    expect(slides).toEqual([
      { thumb: 'http://127.0.0.1:18710/images/player-thumb.png', sort: 1, url: '/courses/detail/1', platform: 'PC' },
    ]);
    expect(blocks.map((b) => b.sign)).toEqual(['pc-vod-v1', 'code']);
  });
});

describe('a block call the server does not have', () => {
  it('rejects as route-missing without a toast: the page tells it in that part', async () => {
    config.set(configOf('4.9.5'));
    // What v4.9.30 answers on the view-block route it removed.
    serveRecorded(server, '4.9.30', 'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
    const err = await rejection(getHomeBlocks());
    expect(isRouteMissing(err)).toBe(true);
    expect(e.toasts).toEqual([]);
  });

  it('without config, the probe finds the view blocks of an old server', async () => {
    config.set(null);
    serveRecorded(server, '4.9.5', 'GET /api/v2/decorationPage/blocks?page_name=pc-page-index');
    serveRecorded(server, '4.9.5', 'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
    const blocks = await getHomeBlocks();
    expect(blocks.map((b) => b.sign)).toEqual(['pc-vod-v1', 'code']);
    // The probe carried no token and the client made no other call.
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/v2/decorationPage/blocks', undefined],
      ['/api/v2/viewBlock/page/blocks', undefined],
    ]);
  });
});

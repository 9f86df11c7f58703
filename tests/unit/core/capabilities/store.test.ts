import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  capabilities,
  noteCourse,
  probe,
  resetCapabilities,
  resolveDialect,
  resolveHome,
  routeExists,
  setProbeFetcher,
  type ProbeAnswer,
} from '#core/capabilities/index.js';
import { configureEnvironment, recordingEnvironment } from '#core/env/index.js';
import { config, sessionReady, user } from '#core/session/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';
import { realAnswer } from '../../../real-meedu.js';
import { configAt, courseAt, memberAt } from './releases.js';
import { tick } from '../../support/async.js';

/** A fetcher answering each probe path from a table, recording what was asked. */
function fakeServer(table: Record<string, ProbeAnswer | Error>) {
  const asked: string[] = [];
  const restore = setProbeFetcher(async (method, path) => {
    asked.push(`${method} ${path}`);
    const answer = table[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { asked, restore };
}

const real = (version: '4.9.5' | '4.9.30', key: string): ProbeAnswer => realAnswer(version, key);
/** What a 4.9.10+ server answers on a route it does not have (recorded from 4.9.30). */
const ROUTE_MISSING = real('4.9.30', 'GET /api/v2/sliders?platform=PC');

let restores: Array<() => void> = [];
beforeEach(() => {
  restores = [configureEnvironment(recordingEnvironment())];
  resetCapabilities();
  config.set(null);
  user.set(null);
  // Start-up is over (with or without config) unless a test says otherwise.
  sessionReady.set(true);
});
afterEach(() => {
  restores.forEach((r) => r());
  resetCapabilities();
  config.set(null);
  user.set(null);
  sessionReady.set(false);
});

describe('the probe', () => {
  it('reads the real answers: 401 or 参数错误 = the route exists; HTTP 404, 路由不存在, v2 错误 = it does not', () => {
    expect(routeExists(real('4.9.30', 'POST /api/v3/order (visitor)'), '/api/v3/order')).toBe(true);
    expect(routeExists(real('4.9.30', 'POST /api/v3/order (member, empty body)'), '/api/v3/order')).toBe(true);
    expect(routeExists(real('4.9.5', 'POST /api/v3/order (visitor)'), '/api/v3/order')).toBe(false);
    expect(routeExists(real('4.9.30', 'GET /api/v3/comments?rt=1&rid=1'), '/api/v3/comments')).toBe(true);
    expect(routeExists(real('4.9.5', 'GET /api/v3/comments?rt=1&rid=1'), '/api/v3/comments')).toBe(false);
    expect(routeExists(ROUTE_MISSING, '/api/v2/sliders')).toBe(false);
    const old = real('4.9.5', 'GET /api/v2/decorationPage/blocks?page_name=pc-page-index');
    expect(routeExists(old, '/api/v2/decorationPage/blocks')).toBe(false);
    // A failure that says nothing about the route settles nothing.
    expect(routeExists({ status: 502, body: null }, '/api/v3/order')).toBeNull();
    expect(routeExists({ status: 200, body: '<html>' }, '/api/v3/order')).toBeNull();
  });

  it('is asked once, without a token, and its answer is kept for the session', async () => {
    config.set(configAt('4.9.13'));
    const server = fakeServer({ 'POST /api/v3/order': ROUTE_MISSING });
    restores.push(server.restore);
    expect(capabilities.get().orders).toBe('unknown');
    const [a, b] = await Promise.all([resolveDialect('orders'), resolveDialect('orders')]);
    expect([a, b]).toEqual(['v2', 'v2']);
    expect(await resolveDialect('orders')).toBe('v2');
    expect(server.asked).toEqual(['POST /api/v3/order']);
    expect(capabilities.get().orders).toBe('v2');
  });

  it('tells 4.9.14 from 4.9.13 by the visitor POST (code 401 there)', async () => {
    config.set(configAt('4.9.14'));
    const server = fakeServer({ 'POST /api/v3/order': real('4.9.30', 'POST /api/v3/order (visitor)') });
    restores.push(server.restore);
    expect(await resolveDialect('orders')).toBe('v3');
    expect(capabilities.get().orders).toBe('v3');
  });

  it('is not asked when the server already said enough', async () => {
    config.set(configAt('4.9.30'));
    const server = fakeServer({});
    restores.push(server.restore);
    expect(await resolveDialect('orders')).toBe('v3');
    expect(await resolveDialect('comments')).toBe('v3');
    expect(await resolveHome()).toBe('decoration');
    config.set(configAt('4.9.5'));
    expect(await resolveDialect('comments')).toBe('v2');
    expect(await resolveHome()).toBe('legacy');
    expect(server.asked).toEqual([]);
  });

  it('comments between 4.9.15 and 4.9.24: one public read of the course comments', async () => {
    config.set(configAt('4.9.21'));
    noteCourse(courseAt('4.9.21'));
    expect(capabilities.get()).toMatchObject({ comments: 'unknown', orders: 'v3' });
    const server = fakeServer({ 'GET /api/v3/comments?rt=1&rid=7': ROUTE_MISSING });
    restores.push(server.restore);
    expect(await resolveDialect('comments', { courseId: 7 })).toBe('v2');
    expect(await resolveDialect('comments', { courseId: 8 })).toBe('v2');
    expect(server.asked).toEqual(['GET /api/v3/comments?rt=1&rid=7']);
  });

  it('a failed probe is not kept: the fallback is used and the next caller asks again', async () => {
    config.set(configAt('4.9.12'));
    const server = fakeServer({ 'POST /api/v3/order': new Error('offline') });
    restores.push(server.restore);
    expect(await probe('orders')).toBeNull();
    expect(await resolveDialect('orders', {}, 'v2')).toBe('v2');
    expect(capabilities.get().orders).toBe('unknown');
    expect(server.asked).toEqual(['POST /api/v3/order', 'POST /api/v3/order']);
  });

  it('without config, the home page asks whether decoration blocks exist', async () => {
    const server = fakeServer({
      'GET /api/v2/decorationPage/blocks?page_name=pc-page-index': real(
        '4.9.5',
        'GET /api/v2/decorationPage/blocks?page_name=pc-page-index',
      ),
    });
    restores.push(server.restore);
    expect(await resolveHome()).toBe('legacy');
    expect(capabilities.get().home).toBe('legacy');
  });
});

describe('waiting for start-up', () => {
  it('asks nothing while start-up is still loading config, then decides from it', async () => {
    sessionReady.set(false);
    const server = fakeServer({});
    restores.push(server.restore);
    const home = resolveHome();
    const comments = resolveDialect('comments');
    await tick();
    config.set(configAt('4.9.30'));
    expect(await home).toBe('decoration');
    expect(await comments).toBe('v3');
    expect(server.asked).toEqual([]);
  });

  it('start-up giving up on config lets the probe decide', async () => {
    sessionReady.set(false);
    const server = fakeServer({ 'POST /api/v3/order': real('4.9.30', 'POST /api/v3/order (visitor)') });
    restores.push(server.restore);
    const orders = resolveDialect('orders');
    sessionReady.set(true);
    expect(await orders).toBe('v3');
    expect(server.asked).toEqual(['POST /api/v3/order']);
  });
});

describe('signals from answers fetched anyway', () => {
  it('a course of 4.9.15+ settles orders; the member of 4.9.27+ agreements', () => {
    config.set(configAt('4.9.12'));
    expect(capabilities.get()).toMatchObject({ orders: 'unknown', agreements: false });
    noteCourse(courseAt('4.9.15'));
    expect(capabilities.get().orders).toBe('v3');
    user.set(memberAt('4.9.27') as User);
    expect(capabilities.get().agreements).toBe(true);
  });

  it('follows the config store: a new config recomputes everything', () => {
    config.set(configAt('4.9.5') as SystemConfig);
    expect(capabilities.get().home).toBe('legacy');
    config.set(configAt('4.9.29'));
    expect(capabilities.get().home).toBe('decoration');
  });
});

/**
 * Calls to an addon go only to servers that list it in enabled_addons: the real servers list none,
 * and answer such calls 路由不存在 (v4.9.30) or an HTML 404 (v4.9.5).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemConfig } from '#core/site/index.js';
import { startupDeps } from '#core/app/startup-deps.js';
import { addonListed } from '#core/features/index.js';
import { recordVisit } from '#core/member/index.js';
import { config, saveToken } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';
import { ok, useApiServer, type TestServer } from '../client/test-server.js';

let server: TestServer;
useApiServer({ server: (s) => (server = s), env: () => {} });

const withAddons = (addons: string[]) =>
  config.set({ ...realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config'), enabled_addons: addons });
const settle = () => new Promise((r) => setTimeout(r, 20));
/** Until the server has seen `n` requests (the history record is sent in the background). */
async function requestsArrived(n: number): Promise<void> {
  for (let i = 0; i < 200 && server.requests.length < n; i++) await settle();
}

afterEach(() => config.set(null));

describe('addon calls', () => {
  it('the real servers list no addon', () => {
    for (const v of ['4.9.5', '4.9.30'] as const) {
      expect(addonListed(realData<SystemConfig>(v, 'GET /api/v2/other/config'), 'templateOne')).toBe(false);
    }
    expect(addonListed(null, 'templateOne')).toBe(false);
  });

  it('the templateOne history record only where templateOne is listed', async () => {
    saveToken('member');
    withAddons([]);
    recordVisit('video', 101, '第一课');
    await settle();
    expect(server.requests).toEqual([]);
    withAddons(['templateOne']);
    server.route('POST /addons/templateOne/api/v1/history/record', ok([]));
    recordVisit('video', 102, '第二课');
    await requestsArrived(1);
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/addons/templateOne/api/v1/history/record', { type: 'video', id: 102, title: '第二课' }],
    ]);
  });

  it('the referral binding at start-up only where MultiLevelShare is listed', async () => {
    withAddons(['templateOne']);
    await startupDeps.bindDistribution('ref1');
    expect(server.requests).toEqual([]);
    withAddons(['MultiLevelShare']);
    server.route('POST /addons/MultiLevelShare/api/v1/user/bind', ok([]));
    await startupDeps.bindDistribution('ref1');
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/addons/MultiLevelShare/api/v1/user/bind', { msv: 'ref1' }],
    ]);
  });
});

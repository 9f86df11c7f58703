/**
 * WeChat scan login and binding through either flow: the v3 `wechat/scan` of old servers and the
 * `wechat-scan/url` flow of 4.9.12+ (shapes from the real v4.9.30 answers).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SystemConfig } from '#core/site/index.js';
import {
  completeWechatBind,
  getWechatScanBind,
  getWechatScanCode,
  queryWechatScan,
  registerWithWechatScan,
} from '#core/auth/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config, saveToken } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';
import { ok, rejection, serveRecorded, useApiServer, type TestServer } from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

const withSocialites = (version: '4.9.5' | '4.9.30', socialites: Record<string, number>) => {
  const c = realData<SystemConfig>(version, 'GET /api/v2/other/config');
  config.set({ ...c, socialites: { ...c.socialites, ...socialites } });
};
const calls = () => server.requests.map((r) => [r.method, r.path, r.body ?? Object.fromEntries(r.query)]);

afterEach(() => config.set(null));

describe('until 4.9.11: the v3 wechat/scan flow', () => {
  beforeEach(() => withSocialites('4.9.5', { wechat_scan: 1 }));

  it('a QR picture, polled by GET ?code=; a new member registers with withWechatScan', async () => {
    server.route('GET /api/v3/auth/login/wechat/scan', ok({ code: 'scan_v2_x', image: 'data:image/png;base64, AA' }));
    server.route('GET /api/v3/auth/login/wechat/scan/query', ok({ success: -1 }));
    expect(await getWechatScanCode()).toEqual({ code: 'scan_v2_x', image: 'data:image/png;base64, AA' });
    expect(await queryWechatScan('scan_v2_x')).toEqual({ success: -1 });
    await registerWithWechatScan({ mobile: '1', code: 'c', mobile_code: '2', msv: '' });
    expect(calls()).toEqual([
      ['GET', '/api/v3/auth/login/wechat/scan', {}],
      ['GET', '/api/v3/auth/login/wechat/scan/query', { code: 'scan_v2_x' }],
      ['POST', '/api/v3/auth/register/withWechatScan', { mobile: '1', code: 'c', mobile_code: '2', msv: '' }],
    ]);
  });

  it('binding: member/wechatScanBind, the server binds on the scan', async () => {
    server.route('GET /api/v3/member/wechatScanBind', ok({ code: 'bind_v2_1', image: 'data:image/png;base64, AA' }));
    expect(await getWechatScanBind()).toEqual({ code: 'bind_v2_1', image: 'data:image/png;base64, AA' });
    expect(await completeWechatBind('bind_v2_1')).toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v3/member/wechatScanBind']);
  });
});

describe('from 4.9.12: wechat-scan/url, query, login/code', () => {
  beforeEach(() => withSocialites('4.9.30', { wechat_oauth: 1 }));

  it('an address to draw as a QR code; "0" until scanned, then the login code is exchanged', async () => {
    serveRecorded(server, '4.9.30', 'POST /api/v3/auth/login/wechat-scan/url');
    const scan = await getWechatScanCode();
    expect(scan.image).toBeUndefined();
    expect(scan.text).toMatch(
      /^http:\/\/127\.0\.0\.1:18700\/api\/v3\/auth\/login\/wechat-scan\/page\?key=\w+&action=login$/,
    );
    expect(scan.code).toMatch(/^\w{20}$/);
    let answer = '0';
    server.route('GET /api/v3/auth/login/wechat-scan/query', () => ok({ code: answer }));
    server.route('POST /api/v3/auth/login/code', ok({ success: 1, token: 'jwt' }));
    expect(await queryWechatScan(scan.code)).toEqual({ success: -1 });
    answer = 'LOGINCODE';
    e.local.setItem('meedu-msv', 'ref1');
    expect(await queryWechatScan(scan.code)).toEqual({ success: 1, token: 'jwt' });
    expect(calls()).toEqual([
      ['POST', '/api/v3/auth/login/wechat-scan/url', { action: 'login' }],
      ['GET', '/api/v3/auth/login/wechat-scan/query', { key: scan.code }],
      ['GET', '/api/v3/auth/login/wechat-scan/query', { key: scan.code }],
      ['POST', '/api/v3/auth/login/code', { code: 'LOGINCODE', msv: 'ref1' }],
    ]);
  });

  it('a new WeChat member: bind_mobile with the code, then withSocialite', async () => {
    server.route('GET /api/v3/auth/login/wechat-scan/query', ok({ code: 'LC' }));
    server.route('POST /api/v3/auth/login/code', ok({ success: 0, action: 'bind_mobile', code: 'SOCIAL' }));
    expect(await queryWechatScan('k')).toEqual({ success: 0, action: 'bind_mobile', code: 'SOCIAL' });
    await registerWithWechatScan({ mobile: '1', code: 'SOCIAL', mobile_code: '2', msv: '' });
    expect(server.requests.at(-1)?.path).toBe('/api/v3/auth/register/withSocialite');
  });

  it('an expired key ends the poll quietly: the dialog offers a new code', async () => {
    serveRecorded(server, '4.9.30', 'GET /api/v3/auth/login/wechat-scan/query?key=unknown-key');
    expect((await rejection(queryWechatScan('old'))).message).toBe('参数错误');
    expect(e.toasts).toEqual([]);
  });

  it('binding: wechat-scan/url with action=bind, then the login code is bound with bindWithCode', async () => {
    saveToken('member');
    serveRecorded(server, '4.9.30', 'POST /api/v3/auth/login/wechat-scan/url');
    const scan = await getWechatScanBind();
    expect(scan.text).toBeTruthy();
    let answer = '0';
    server.route('GET /api/v3/auth/login/wechat-scan/query', () => ok({ code: answer }));
    server.route('POST /api/v3/member/socialite/bindWithCode', ok([]));
    expect(await completeWechatBind(scan.code)).toBe(false);
    answer = 'LC';
    expect(await completeWechatBind(scan.code)).toBe(true);
    expect(calls()).toEqual([
      ['POST', '/api/v3/auth/login/wechat-scan/url', { action: 'bind' }],
      ['GET', '/api/v3/auth/login/wechat-scan/query', { key: scan.code }],
      ['GET', '/api/v3/auth/login/wechat-scan/query', { key: scan.code }],
      ['POST', '/api/v3/member/socialite/bindWithCode', { code: 'LC' }],
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import { config, configFunc, freshUnread, getToken, isLogin, navs, sessionReady, user } from '#core/session/index.js';
import { handoffIfMobile } from '#core/handoff/index.js';
import {
  loginWithToken,
  startApp,
  watchSession,
  type LoginCodeResult,
  type StartOptions,
  type StartupDeps,
} from '#core/startup/index.js';
import { spendingLoginCodes } from '#core/app/boot.js';
import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';
import { makeConfig, makeUser } from './fixtures.js';
import { type Deferred, deferred, tick } from '../../support/async.js';

type Answer<T> = T | Error | Deferred<T>;
const answer = <T>(a: Answer<T>): Promise<T> =>
  a instanceof Error
    ? Promise.reject(a)
    : a && typeof a === 'object' && 'promise' in a
      ? a.promise
      : Promise.resolve(a as T);

function fakeDeps(
  o: {
    config?: Answer<SystemConfig>;
    member?: Answer<User>;
    code?: Answer<LoginCodeResult>;
    bind?: Answer<unknown>;
  } = {},
) {
  const calls: string[] = [];
  const args: { code: Array<{ code: string; msv: string }>; bind: string[]; memberTokens: Array<string | null> } = {
    code: [],
    bind: [],
    memberTokens: [],
  };
  const deps: StartupDeps = {
    getConfig: () => (calls.push('config'), answer(o.config ?? makeConfig())),
    getMemberDetail: () => {
      calls.push('member');
      args.memberTokens.push(getToken());
      return answer(o.member ?? makeUser());
    },
    loginWithCode: (p: { code: string; msv: string }) => (
      calls.push('code'),
      args.code.push(p),
      answer<LoginCodeResult>(o.code ?? { success: 1, token: 'jwt-code' })
    ),
    bindDistribution: (msv: string) => (calls.push('bind'), args.bind.push(msv), answer(o.bind ?? [])),
  };
  return { deps, calls, args };
}

function callbacks(calls: string[]): StartOptions {
  return {
    onBindMobileAlert: () => calls.push('alert'),
    onFacePrompt: () => calls.push('face'),
    onBindMobileRequired: (code) => calls.push(`bind-mobile:${code}`),
  };
}

let e: RecordingEnvironment;
let restore: () => void;

beforeEach(() => {
  e = recordingEnvironment(1_700_000_000_000);
  restore = configureEnvironment(e);
  user.set(null);
  isLogin.set(false);
  freshUnread.set(false);
  sessionReady.set(false);
  config.set(null);
  configFunc.set({ ...DEFAULT_SWITCHES });
  navs.set([]);
});
afterEach(() => restore());

describe('startApp without a token', () => {
  it('loads config and navs, asks nothing about a member, then is ready', async () => {
    const nav = {
      id: 1,
      sort: 1,
      name: '课程',
      url: '/courses',
      active_routes: '',
      platform: 'PC',
      parent_id: 0,
      blank: 0 as const,
      children: [],
    };
    const cfg = makeConfig({ enabled_addons: ['Zhibo'], navs: [nav] });
    const { deps, calls } = fakeDeps({ config: cfg });
    await startApp(deps);
    expect(calls).toEqual(['config']);
    expect(config.get()).toBe(cfg);
    expect(configFunc.get().live).toBe(true);
    expect(navs.get()).toEqual([nav]);
    expect(isLogin.get()).toBe(false);
    expect(sessionReady.get()).toBe(true);
  });

  it('passes the build setting on to the feature switches', async () => {
    await startApp(fakeDeps().deps, { vipDisabledByBuild: true });
    expect(configFunc.get().vip).toBe(false);
  });

  it('only logs a config failure and still becomes ready', async () => {
    const { deps } = fakeDeps({ config: new Error('offline') });
    await startApp(deps);
    expect(e.logs).toHaveLength(1);
    expect(e.logs[0]).toContainEqual(new Error('offline'));
    expect(e.toasts).toEqual([]);
    expect(config.get()).toBeNull();
    expect(sessionReady.get()).toBe(true);
  });

  it('survives a getConfig that throws synchronously', async () => {
    const { deps } = fakeDeps();
    deps.getConfig = () => {
      throw new Error('boom');
    };
    await startApp(deps);
    expect(e.logs).toHaveLength(1);
    expect(sessionReady.get()).toBe(true);
  });
});

describe('startApp with a stored token', () => {
  beforeEach(() => e.local.setItem('meedu-user-token', 'jwt-1'));

  it('starts the config and member requests together', async () => {
    const cfg = deferred<SystemConfig>();
    const member = deferred<User>();
    const { deps, calls } = fakeDeps({ config: cfg, member });
    const done = startApp(deps);
    expect(calls).toEqual(['config', 'member']);
    member.resolve(makeUser());
    await tick();
    expect(sessionReady.get()).toBe(false);
    cfg.resolve(makeConfig());
    await done;
    expect(isLogin.get()).toBe(true);
    expect(freshUnread.get()).toBe(true);
    expect(user.get()?.id).toBe(7);
    expect(sessionReady.get()).toBe(true);
  });

  it('keeps the spinner until the member is known', async () => {
    const member = deferred<User>();
    const { deps } = fakeDeps({ member });
    const done = startApp(deps);
    await tick();
    expect(sessionReady.get()).toBe(false);
    member.resolve(makeUser());
    await done;
    expect(sessionReady.get()).toBe(true);
  });

  it('only logs a member failure and is ready, logged out', async () => {
    e.local.setItem('meedu-msv', 'm1');
    const { deps, calls } = fakeDeps({ member: new Error('500') });
    await startApp(deps);
    expect(isLogin.get()).toBe(false);
    expect(calls).not.toContain('bind');
    expect(e.logs).toHaveLength(1);
    expect(sessionReady.get()).toBe(true);
  });

  it('still loads the member when config fails', async () => {
    const { deps } = fakeDeps({ config: new Error('offline') });
    await startApp(deps);
    expect(isLogin.get()).toBe(true);
    expect(sessionReady.get()).toBe(true);
  });

  it('shows the bind-mobile alert when the member has no mobile and the alert is on', async () => {
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_mobile_bind_alert: 1 }),
      member: makeUser({ is_bind_mobile: 0 }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).toContain('alert');
    expect(e.local.getItem('meedu-bind-mobile')).toBe('ok');
  });

  it.each([
    ['the alert is off', 0, 0],
    ['the member has a mobile', 1, 1],
  ] as const)('shows no bind-mobile alert when %s, and clears a stale flag', async (_, alert, bound) => {
    e.local.setItem('meedu-bind-mobile', 'ok');
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_mobile_bind_alert: alert }),
      member: makeUser({ is_bind_mobile: bound }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).not.toContain('alert');
    expect(e.local.getItem('meedu-bind-mobile')).toBeNull();
  });

  it('reads the alert switch when the server sends it as a string', async () => {
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_mobile_bind_alert: '1' }),
      member: makeUser({ is_bind_mobile: 0 }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).toContain('alert');
  });

  it('prompts for face verification when it is on and the member is not verified', async () => {
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_face_verify: true }),
      member: makeUser({ is_face_verify: false }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).toContain('face');
    expect(e.local.getItem('meedu-face-check')).toBe('ok');
    expect(e.navigations).toEqual([]);
    expect(e.reloads).toBe(0);
  });

  it.each([
    ['verification is off', false, false],
    ['the member is verified', true, true],
  ])('does not prompt for face verification when %s', async (_, enabled, verified) => {
    e.local.setItem('meedu-face-check', 'ok');
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_face_verify: enabled }),
      member: makeUser({ is_face_verify: verified }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).not.toContain('face');
    expect(e.local.getItem('meedu-face-check')).toBeNull();
  });

  it('leaves the flags alone when config could not be loaded', async () => {
    e.local.setItem('meedu-face-check', 'ok');
    const { deps, calls } = fakeDeps({
      config: new Error('x'),
      member: makeUser({ is_bind_mobile: 0, is_face_verify: false }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).toEqual(['config', 'member']);
    expect(e.local.getItem('meedu-face-check')).toBe('ok');
  });

  it('alerts, prompts, then binds the distribution msv from the URL, in that order', async () => {
    e.setLocation('/courses/detail/3?msv=m-42');
    const { deps, calls, args } = fakeDeps({
      config: makeConfig({}, { enabled_mobile_bind_alert: 1, enabled_face_verify: true }),
      member: makeUser({ is_bind_mobile: 0, is_face_verify: false }),
    });
    await startApp(deps, callbacks(calls));
    expect(calls).toEqual(['config', 'member', 'alert', 'face', 'bind']);
    expect(args.bind).toEqual(['m-42']);
    expect(e.local.getItem('meedu-msv')).toBe('m-42');
  });

  it('binds a previously stored msv when the URL has none', async () => {
    e.local.setItem('meedu-msv', 'old');
    const { deps, args } = fakeDeps();
    await startApp(deps);
    expect(args.bind).toEqual(['old']);
  });

  it('waits for the distribution binding before it is ready, and only logs its failure', async () => {
    e.setLocation('/?msv=m1');
    const bind = deferred<unknown>();
    const { deps } = fakeDeps({ bind });
    const done = startApp(deps);
    await tick();
    expect(sessionReady.get()).toBe(false);
    bind.reject(new Error('请勿重复绑定'));
    await done;
    expect(e.logs).toHaveLength(1);
    expect(e.toasts).toEqual([]);
    expect(isLogin.get()).toBe(true);
    expect(sessionReady.get()).toBe(true);
  });

  it('binds nothing without an msv', async () => {
    const { deps, calls } = fakeDeps();
    await startApp(deps);
    expect(calls).not.toContain('bind');
  });
});

describe('startApp distribution msv while logged out', () => {
  it('stores the msv for later but binds nothing', async () => {
    e.setLocation('/?msv=m1');
    const { deps, calls } = fakeDeps();
    await startApp(deps);
    expect(calls).toEqual(['config']);
    expect(e.local.getItem('meedu-msv')).toBe('m1');
  });
});

describe('silent login', () => {
  it('exchanges the code alongside the config request, then goes to the redirect on /login/callback', async () => {
    e.setLocation('/login/callback?login_code=abc&action=login&redirect=%2Fmember%2Forders');
    const code = deferred<LoginCodeResult>();
    const { deps, calls, args } = fakeDeps({ code });
    const done = startApp(deps);
    expect(calls).toEqual(['config', 'code']);
    code.resolve({ success: 1, token: 'jwt-new' });
    await done;
    expect(args.code).toEqual([{ code: 'abc', msv: '' }]);
    expect(args.memberTokens).toEqual(['jwt-new']);
    expect(getToken()).toBe('jwt-new');
    expect(isLogin.get()).toBe(true);
    expect(e.navigations).toEqual([{ path: '/member/orders', replace: true }]);
    expect(e.session.getItem('login_code:abc')).toBe('abc');
    expect(sessionReady.get()).toBe(true);
  });

  it('the site takes the spent code off the address (history replace) before the page reloads', async () => {
    e.setLocation('/courses/detail/5?tab=comments&login_code=abc&action=login');
    const { deps } = fakeDeps();
    // Where the page is when signing in loads the member (and then reloads).
    const seen: string[] = [];
    const member = deps.getMemberDetail;
    deps.getMemberDetail = () => (seen.push(e.location().search), member());
    await startApp(spendingLoginCodes(deps));
    expect(e.navigations).toEqual([{ path: '/courses/detail/5?tab=comments', replace: true }]);
    expect(seen).toEqual(['?tab=comments']);
    expect(e.reloads).toBe(1);
  });

  it('a code that could not be exchanged stays (the callback page says 登录未完成)', async () => {
    e.setLocation('/login/callback?login_code=abc&action=login');
    await startApp(spendingLoginCodes(fakeDeps({ code: new Error('已过期') as never }).deps));
    expect(e.navigations).toEqual([]);
  });

  it('tells the caller about a login by code, with the member, before start-up settles', async () => {
    e.setLocation('/courses/detail/5?login_code=abc&action=login');
    const member = makeUser({ nick_name: '扫码学员' });
    const seen: Array<{ user: User; ready: boolean }> = [];
    await startApp(fakeDeps({ member }).deps, {
      onSilentLogin: (u) => seen.push({ user: u, ready: sessionReady.get() }),
    });
    expect(seen).toEqual([{ user: member, ready: false }]);
  });

  it('a session restored from a stored token is not a login by code', async () => {
    e.local.setItem('meedu-user-token', 'jwt-1');
    const seen: User[] = [];
    await startApp(fakeDeps().deps, { onSilentLogin: (u) => seen.push(u) });
    expect(isLogin.get()).toBe(true);
    expect(seen).toEqual([]);
  });

  it('loads the member once, with the new token rather than an old one', async () => {
    e.local.setItem('meedu-user-token', 'jwt-old');
    e.setLocation('/login/callback?login_code=abc&action=login');
    const { deps, calls, args } = fakeDeps();
    await startApp(deps);
    expect(calls.filter((c) => c === 'member')).toHaveLength(1);
    expect(args.memberTokens).toEqual(['jwt-code']);
    expect(e.navigations).toEqual([{ path: '/', replace: true }]);
  });

  it('reloads when the code lands on another page', async () => {
    e.setLocation('/courses/detail/5?login_code=abc&action=login');
    const { deps } = fakeDeps();
    await startApp(deps);
    expect(e.reloads).toBe(1);
    expect(e.navigations).toEqual([]);
  });

  it('passes the msv along with the code and binds it afterwards', async () => {
    e.setLocation('/login/callback?login_code=abc&action=login&msv=m9');
    const { deps, calls, args } = fakeDeps();
    await startApp(deps);
    expect(args.code).toEqual([{ code: 'abc', msv: 'm9' }]);
    expect(calls).toEqual(['config', 'code', 'member', 'bind']);
    expect(args.bind).toEqual(['m9']);
  });

  it('exchanges a code once per tab: a reload uses the stored token', async () => {
    e.setLocation('/courses/detail/5?login_code=abc&action=login');
    const first = fakeDeps();
    await startApp(first.deps);
    expect(first.calls).toEqual(['config', 'code', 'member']);
    const again = fakeDeps();
    await startApp(again.deps);
    expect(again.calls).toEqual(['config', 'member']);
    expect(again.args.memberTokens).toEqual(['jwt-code']);
    expect(e.reloads).toBe(1);
  });

  it('goes to /face-check when face verification is needed, without a second prompt', async () => {
    e.setLocation('/login/callback?login_code=abc&action=login&redirect=%2Fmember');
    const { deps, calls } = fakeDeps({
      config: makeConfig({}, { enabled_face_verify: true }),
      member: makeUser({ is_face_verify: false }),
    });
    await startApp(deps, callbacks(calls));
    expect(e.navigations).toEqual([{ path: '/face-check', replace: true }]);
    expect(e.local.getItem('meedu-face-check')).toBe('ok');
    expect(calls).not.toContain('face');
  });

  it('opens the binding dialog when the server asks for a mobile', async () => {
    e.setLocation('/login/callback?login_code=abc&action=login');
    const { deps, calls } = fakeDeps({ code: { success: 0, action: 'bind_mobile', code: 'bind-123' } });
    await startApp(deps, callbacks(calls));
    expect(calls).toEqual(['config', 'code', 'bind-mobile:bind-123']);
    expect(getToken()).toBeNull();
    expect(isLogin.get()).toBe(false);
    expect(e.navigations).toEqual([]);
    expect(sessionReady.get()).toBe(true);
  });

  it('opens the binding dialog for action=bind_mobile without exchanging', async () => {
    e.setLocation('/login/callback?login_code=xyz&action=bind_mobile');
    const { deps, calls } = fakeDeps();
    await startApp(deps, callbacks(calls));
    expect(calls).toEqual(['config', 'bind-mobile:xyz']);
    expect(sessionReady.get()).toBe(true);
  });

  it('ignores a code without action=login', async () => {
    e.setLocation('/?login_code=abc&action=bind');
    const { deps, calls } = fakeDeps();
    await startApp(deps, callbacks(calls));
    expect(calls).toEqual(['config']);
  });

  it('only logs a failed exchange and falls back to the stored token', async () => {
    e.local.setItem('meedu-user-token', 'jwt-1');
    e.setLocation('/login/callback?login_code=abc&action=login');
    const { deps, calls, args } = fakeDeps({ code: new Error('已过期') });
    await startApp(deps);
    expect(calls).toEqual(['config', 'code', 'member']);
    expect(args.memberTokens).toEqual(['jwt-1']);
    expect(e.logs).toHaveLength(1);
    expect(e.toasts).toEqual([]);
    expect(isLogin.get()).toBe(true);
    expect(e.navigations).toEqual([]);
    expect(sessionReady.get()).toBe(true);
  });
});

describe('startApp mobile hand-off', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

  it('hands a mobile browser off once config is known when asked to', async () => {
    e.setUserAgent(IPHONE);
    e.setLocation('/courses/detail/5');
    await startApp(fakeDeps({ config: makeConfig({ h5_url: 'https://m.example.com' }) }).deps, {
      handoff: handoffIfMobile,
    });
    expect(e.assigned).toEqual(['https://m.example.com/#/pages/course/show?id=5']);
  });

  it('stays put by default (embeds live on a host page)', async () => {
    e.setUserAgent(IPHONE);
    await startApp(fakeDeps({ config: makeConfig({ h5_url: 'https://m.example.com' }) }).deps);
    expect(e.assigned).toEqual([]);
  });
});

describe('loginWithToken', () => {
  it('stores the token, loads the member and reloads an ordinary page', async () => {
    e.setLocation('/courses/detail/5');
    const { deps, args } = fakeDeps();
    const u = await loginWithToken('jwt-9', deps);
    expect(getToken()).toBe('jwt-9');
    expect(args.memberTokens).toEqual(['jwt-9']);
    expect(user.get()).toBe(u);
    expect(isLogin.get()).toBe(true);
    expect(e.reloads).toBe(1);
  });

  it('on /login goes to the redirect, replacing history', async () => {
    e.setLocation('/login?redirect=%2Fstudy-center');
    await loginWithToken('jwt-9', fakeDeps().deps);
    expect(e.navigations).toEqual([{ path: '/study-center', replace: true }]);
    expect(e.reloads).toBe(0);
  });

  it('goes to /face-check when config asks for verification', async () => {
    config.set(makeConfig({}, { enabled_face_verify: true }));
    e.setLocation('/courses/detail/5');
    await loginWithToken('jwt-9', fakeDeps({ member: makeUser({ is_face_verify: false }) }).deps);
    expect(e.navigations).toEqual([{ path: '/face-check', replace: true }]);
    expect(e.local.getItem('meedu-face-check')).toBe('ok');
    expect(e.reloads).toBe(0);
  });

  it('rejects without logging in when the member cannot be loaded', async () => {
    await expect(loginWithToken('jwt-9', fakeDeps({ member: new Error('500') }).deps)).rejects.toThrow('500');
    expect(isLogin.get()).toBe(false);
    expect(e.reloads).toBe(0);
    expect(e.navigations).toEqual([]);
  });
});

describe('watchSession', () => {
  const fire = (newValue: string | null, oldValue: string | null = null) =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'meedu-user-token', newValue, oldValue }));

  it('loads the member when another tab stores a token', async () => {
    const { deps, calls } = fakeDeps();
    const stop = watchSession(deps);
    e.local.setItem('meedu-user-token', 'jwt-other');
    fire('jwt-other');
    await tick();
    expect(calls).toEqual(['member']);
    expect(isLogin.get()).toBe(true);
    stop();
    e.local.setItem('meedu-user-token', 'jwt-3');
    fire('jwt-3', 'jwt-other');
    await tick();
    expect(calls).toEqual(['member']);
  });

  it('drops a member that arrives after the token changed again', async () => {
    const member = deferred<User>();
    const { deps } = fakeDeps({ member });
    const stop = watchSession(deps);
    e.local.setItem('meedu-user-token', 'jwt-a');
    fire('jwt-a');
    e.local.removeItem('meedu-user-token');
    fire(null, 'jwt-a');
    member.resolve(makeUser());
    await tick();
    expect(isLogin.get()).toBe(false);
    expect(user.get()).toBeNull();
    stop();
  });

  it('only logs a failed member load', async () => {
    const { deps } = fakeDeps({ member: new Error('500') });
    const stop = watchSession(deps);
    e.local.setItem('meedu-user-token', 'jwt-a');
    fire('jwt-a');
    await tick();
    expect(e.logs).toHaveLength(1);
    expect(isLogin.get()).toBe(false);
    stop();
  });
});

describe('socialite binding on return (action=bind)', () => {
  const withBind = (answerWith: Answer<unknown> = []) => {
    const f = fakeDeps({ member: makeUser({ is_bind_qq: 1 }) });
    const codes: string[] = [];
    f.deps.bindWithCode = ({ code }) => (f.calls.push('bindWithCode'), codes.push(code), answer(answerWith));
    return { ...f, codes };
  };

  it('binds the returned code once the member is known, says 绑定成功 and loads the member again', async () => {
    e.local.setItem('meedu-user-token', 'jwt-1');
    e.setLocation('/member?login_code=qq-code&action=bind');
    const { deps, calls, codes } = withBind();
    const bound: User[] = [];
    await startApp(deps, { onSocialiteBound: (u) => bound.push(u) });
    expect(calls).toEqual(['config', 'member', 'bindWithCode', 'member']);
    expect(codes).toEqual(['qq-code']);
    expect(e.toasts).toEqual([{ message: '绑定成功', kind: 'success' }]);
    expect(user.get()?.is_bind_qq).toBe(1);
    expect(bound).toHaveLength(1);
    // Not a login: nothing was exchanged for a token.
    expect(getToken()).toBe('jwt-1');
  });

  it('the site takes the used code off the address, bound or refused', async () => {
    e.local.setItem('meedu-user-token', 'jwt-1');
    e.setLocation('/member?tab=account&login_code=qq-code&action=bind');
    await startApp(spendingLoginCodes(withBind().deps));
    e.setLocation('/member?login_code=other&action=bind');
    await startApp(spendingLoginCodes(withBind(new Error('当前渠道账号已绑定了其它账号')).deps));
    expect(e.navigations).toEqual([
      { path: '/member?tab=account', replace: true },
      { path: '/member', replace: true },
    ]);
  });

  it('binds a code once per tab: a reload of the same address asks nothing more', async () => {
    e.local.setItem('meedu-user-token', 'jwt-1');
    e.setLocation('/member?login_code=qq-code&action=bind');
    await startApp(withBind().deps);
    const again = withBind();
    await startApp(again.deps);
    expect(again.calls).toEqual(['config', 'member']);
  });

  it('binds nothing for a visitor, and only logs a refusal', async () => {
    e.setLocation('/member?login_code=qq-code&action=bind');
    const visitor = withBind();
    await startApp(visitor.deps);
    expect(visitor.calls).toEqual(['config']);

    e.local.setItem('meedu-user-token', 'jwt-1');
    e.setLocation('/member?login_code=other&action=bind');
    const refused = withBind(new Error('当前渠道账号已绑定了其它账号'));
    await startApp(refused.deps);
    expect(refused.calls).toEqual(['config', 'member', 'bindWithCode']);
    expect(e.toasts).toEqual([]);
    expect(sessionReady.get()).toBe(true);
  });
});

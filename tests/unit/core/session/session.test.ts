import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import {
  LOGOUT_REDIRECT_DELAY_MS,
  addressForm,
  clearSession,
  config,
  configFunc,
  freshUnread,
  getToken,
  isBindMobilePending,
  isFaceCheckPending,
  isLogin,
  loginUser,
  logout,
  navs,
  resetAddressForm,
  saveToken,
  setAddressForm,
  setBindMobilePending,
  setConfig,
  setCredit1,
  setFaceCheckPending,
  setFreshUnread,
  syncAcrossTabs,
  user,
} from '#core/session/index.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import type { NavItem } from '#core/site/index.js';
import { makeConfig, makeUser } from '../startup/fixtures.js';

let e: RecordingEnvironment;
let restore: () => void;

beforeEach(() => {
  e = recordingEnvironment();
  restore = configureEnvironment(e);
  user.set(null);
  isLogin.set(false);
  freshUnread.set(false);
  resetAddressForm();
});
afterEach(() => restore());

describe('session store', () => {
  it('starts logged out with an empty address form of six empty strings', () => {
    expect(user.get()).toBeNull();
    expect(isLogin.get()).toBe(false);
    expect(addressForm.get()).toEqual({ name: '', mobile: '', province: '', city: '', area: '', street: '' });
  });

  it('loginUser stores the user, sets isLogin and freshUnread', () => {
    const u = makeUser();
    loginUser(u);
    expect(user.get()).toBe(u);
    expect(isLogin.get()).toBe(true);
    expect(freshUnread.get()).toBe(true);
    setFreshUnread(false);
    expect(freshUnread.get()).toBe(false);
  });

  it('stores the token under meedu-user-token', () => {
    expect(getToken()).toBeNull();
    saveToken('jwt-1');
    expect(e.local.getItem('meedu-user-token')).toBe('jwt-1');
    expect(getToken()).toBe('jwt-1');
  });

  it('pending flags are stored as "ok" under their keys', () => {
    setBindMobilePending(true);
    setFaceCheckPending(true);
    expect(e.local.getItem('meedu-bind-mobile')).toBe('ok');
    expect(e.local.getItem('meedu-face-check')).toBe('ok');
    expect(isBindMobilePending() && isFaceCheckPending()).toBe(true);
    setBindMobilePending(false);
    setFaceCheckPending(false);
    expect(e.local.getItem('meedu-bind-mobile')).toBeNull();
    expect(isFaceCheckPending()).toBe(false);
    e.local.setItem('meedu-face-check', 'yes');
    expect(isFaceCheckPending()).toBe(false);
  });

  it('logout clears the session, toasts 已安全退出 and goes to / at exactly 500 ms', () => {
    loginUser(makeUser());
    saveToken('jwt-1');
    setBindMobilePending(true);
    setFaceCheckPending(true);
    e.local.setItem('meedu-msv', 'abc');
    logout();
    expect(user.get()).toBeNull();
    expect(isLogin.get()).toBe(false);
    for (const key of ['meedu-user-token', 'meedu-face-check', 'meedu-bind-mobile'])
      expect(e.local.getItem(key)).toBeNull();
    expect(e.local.getItem('meedu-msv')).toBe('abc');
    expect(e.toasts).toEqual([{ message: '已安全退出', kind: 'success' }]);
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
    e.clock.advance(499);
    expect(e.navigations).toEqual([]);
    e.clock.advance(1);
    expect(e.navigations).toEqual([{ path: '/', replace: false }]);
  });

  it('clearSession neither toasts nor navigates', () => {
    loginUser(makeUser());
    saveToken('jwt-1');
    clearSession();
    e.clock.advance(10_000);
    expect(isLogin.get()).toBe(false);
    expect(getToken()).toBeNull();
    expect(e.toasts).toEqual([]);
    expect(e.navigations).toEqual([]);
  });

  it('setCredit1 replaces the balance on a new user object, and does nothing when logged out', () => {
    const u = makeUser({ credit1: 10 });
    loginUser(u);
    setCredit1(99);
    expect(user.get()).toEqual({ ...u, credit1: 99 });
    expect(u.credit1).toBe(10);
    user.set(null);
    setCredit1(5);
    expect(user.get()).toBeNull();
  });

  it('address form patches and resets', () => {
    setAddressForm({ name: '张三', city: '杭州' });
    setAddressForm({ street: '西湖路 1 号' });
    expect(addressForm.get()).toEqual({
      name: '张三',
      mobile: '',
      province: '',
      city: '杭州',
      area: '',
      street: '西湖路 1 号',
    });
    resetAddressForm();
    expect(Object.values(addressForm.get())).toEqual(['', '', '', '', '', '']);
  });

  it('setConfig stores config and derives the switches and the menu', () => {
    const c = makeConfig({ enabled_addons: ['Zhibo'], disable_vip: 1 });
    setConfig(c);
    expect(config.get()).toBe(c);
    expect(configFunc.get()).toEqual({ ...DEFAULT_SWITCHES, vip: false, live: true });
    setConfig(makeConfig(), { vipDisabledByBuild: true });
    expect(configFunc.get().vip).toBe(false);
    const items: NavItem[] = [
      {
        id: 1,
        sort: 1,
        name: '首页',
        url: '/',
        active_routes: '',
        platform: 'PC',
        parent_id: 0,
        blank: 0 as const,
        children: [],
      },
    ];
    setConfig(makeConfig({ navs: items }));
    expect(navs.get()).toBe(items);
    setConfig(makeConfig({ navs: undefined as unknown as NavItem[] }));
    expect(navs.get()).toEqual([]);
  });
});

describe('syncAcrossTabs', () => {
  const fire = (key: string | null, newValue: string | null, oldValue: string | null = null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue }));

  it('loads the member for a token set in another tab', () => {
    const changed = vi.fn();
    const stop = syncAcrossTabs(changed);
    e.local.setItem('meedu-user-token', 'jwt-2');
    fire('meedu-user-token', 'jwt-2');
    expect(changed).toHaveBeenCalledExactlyOnceWith('jwt-2');
    fire('meedu-user-token', 'jwt-2', 'jwt-2');
    fire('meedu-msv', 'x');
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    fire('meedu-user-token', 'jwt-3', 'jwt-2');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('logs out here when another tab removes the token or clears storage', () => {
    const stop = syncAcrossTabs(() => {});
    loginUser(makeUser());
    fire('meedu-user-token', null, 'jwt-1');
    expect(isLogin.get()).toBe(false);
    expect(user.get()).toBeNull();
    loginUser(makeUser());
    fire(null, null);
    expect(isLogin.get()).toBe(false);
    expect(e.navigations).toEqual([]);
    stop();
  });
});

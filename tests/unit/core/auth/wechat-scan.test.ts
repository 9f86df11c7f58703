import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoginDialog, createWechatScan, WECHAT_POLL_INTERVAL_MS, type LoginDialog } from '#core/auth/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { isLogin } from '#core/session/index.js';
import { STORAGE_KEYS } from '#core/storage/index.js';
import { authState, deferred, fakeApi, flush, rejection, useRecordingEnvironment, type FakeApi } from './fake-api.js';

let e: RecordingEnvironment;
let restore: () => void;
let api: FakeApi;
let dialog: LoginDialog;
let afterLogin: number;

beforeEach(() => {
  ({ e, restore } = useRecordingEnvironment());
  api = fakeApi();
  afterLogin = 0;
  dialog = createLoginDialog({ api, afterLogin: () => void afterLogin++ });
});
afterEach(() => restore());

/** Advances one poll interval and lets the reply land. */
async function tick(ms = WECHAT_POLL_INTERVAL_MS) {
  e.clock.advance(ms);
  await flush();
}

async function openQr() {
  dialog.open();
  await flush();
  dialog.show('wechat');
  await flush();
}

describe('WeChat QR login', () => {
  it('loads the QR code and polls with its code every second', async () => {
    expect(WECHAT_POLL_INTERVAL_MS).toBe(1000);
    await openQr();
    expect(dialog.wechat.$state.get()).toEqual({
      status: 'polling',
      image: 'data:image/png;base64, QR',
      text: '',
      code: 'scan_v2_abcdefghij',
    });
    expect(api.queryWechatScan).not.toHaveBeenCalled();
    await tick(999);
    expect(api.queryWechatScan).not.toHaveBeenCalled();
    await tick(1);
    expect(api.queryWechatScan).toHaveBeenCalledTimes(1);
    expect(api.queryWechatScan).toHaveBeenLastCalledWith('scan_v2_abcdefghij');
    await tick();
    await tick();
    expect(api.queryWechatScan).toHaveBeenCalledTimes(3);
  });

  it('never has two polls in flight', async () => {
    await openQr();
    const slow = deferred<{ success: -1 }>();
    api.queryWechatScan.mockReturnValueOnce(slow.promise);
    await tick();
    await tick();
    await tick();
    expect(api.queryWechatScan).toHaveBeenCalledTimes(1);
    slow.resolve({ success: -1 });
    await flush();
    await tick();
    expect(api.queryWechatScan).toHaveBeenCalledTimes(2);
  });

  it('success 1 with a token: stops, logs in, closes the dialog, then afterLogin', async () => {
    await openQr();
    await tick();
    api.queryWechatScan.mockResolvedValueOnce({ success: 1, token: 'tok-scan' });
    await tick();
    expect(e.local.getItem(STORAGE_KEYS.token)).toBe('tok-scan');
    expect(isLogin.get()).toBe(true);
    expect(dialog.$state.get().open).toBe(false);
    expect(afterLogin).toBe(1);
    expect(e.clock.pending()).toBe(0);
    await tick(5000);
    expect(api.queryWechatScan).toHaveBeenCalledTimes(2);
  });

  it('success 0 with bind_mobile: stops polling and opens phone binding carrying the code', async () => {
    await openQr();
    api.queryWechatScan.mockResolvedValueOnce({ success: 0, action: 'bind_mobile', code: 'scan_v2_abcdefghij' });
    await tick();
    expect(dialog.$state.get()).toEqual({
      open: true,
      view: 'bindMobile',
      tab: 0,
      bind: { code: 'scan_v2_abcdefghij', via: 'wechat' },
    });
    expect(e.clock.pending()).toBe(0);
    await tick(5000);
    expect(api.queryWechatScan).toHaveBeenCalledTimes(1);
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
    // The binding form got its own fresh captcha.
    expect(authState(dialog.forms.bindMobile).captchaKey).toBe('key-2');
  });

  it('closing the dialog stops polling and leaves no timer; a late reply is ignored', async () => {
    await openQr();
    const late = deferred<{ success: 1; token: string }>();
    api.queryWechatScan.mockReturnValueOnce(late.promise);
    await tick();
    dialog.close();
    expect(e.clock.pending()).toBe(0);
    late.resolve({ success: 1, token: 'too-late' });
    await flush();
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(afterLogin).toBe(0);
    expect(dialog.wechat.$state.get().status).toBe('idle');
  });

  it('changing view stops polling', async () => {
    await openQr();
    dialog.back();
    expect(e.clock.pending()).toBe(0);
    await tick(3000);
    expect(api.queryWechatScan).not.toHaveBeenCalled();
  });

  it('a QR code arriving after close starts no polling', async () => {
    const d = deferred<{ image: string; code: string }>();
    api.getWechatScanCode.mockReturnValueOnce(d.promise);
    dialog.open('wechat');
    dialog.close();
    d.resolve({ image: 'x', code: 'y' });
    await flush();
    expect(e.clock.pending()).toBe(0);
  });

  it('a failed query stops polling instead of repeating the error every second', async () => {
    await openQr();
    api.queryWechatScan.mockImplementationOnce(rejection);
    await tick();
    expect(dialog.wechat.$state.get().status).toBe('error');
    expect(e.clock.pending()).toBe(0);
    // start() again (a "refresh QR" click) resumes.
    await dialog.wechat.start();
    expect(dialog.wechat.$state.get().status).toBe('polling');
    expect(e.clock.pending()).toBe(1);
    dialog.close();
    expect(e.clock.pending()).toBe(0);
  });

  it('standalone: stop() ends polling', async () => {
    const done: string[] = [];
    const scan = createWechatScan({
      api,
      onLoggedIn: (t) => void done.push(t),
      onDone: () => void done.push('done'),
      onBindMobile: (c) => void done.push(`bind:${c}`),
    });
    await scan.start();
    await tick();
    scan.stop();
    expect(e.clock.pending()).toBe(0);
    expect(scan.$state.get()).toEqual({ status: 'idle', image: '', text: '', code: '' });
    await scan.start();
    api.queryWechatScan.mockResolvedValueOnce({ success: 1, token: 'tok' });
    await tick();
    expect(done).toEqual(['tok', 'done']);
    expect(scan.$state.get().status).toBe('done');
    expect(e.clock.pending()).toBe(0);
  });
});

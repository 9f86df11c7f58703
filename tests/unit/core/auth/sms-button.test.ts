import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmsButton, SMS_COUNTDOWN_SECONDS, type SmsScene } from '#core/auth/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { deferred, fakeApi, flush, rejection, useRecordingEnvironment, type FakeApi } from './fake-api.js';

let e: RecordingEnvironment;
let restore: () => void;
let api: FakeApi;
let form: { mobile: string; captcha: string; captchaKey: string };
let failures: number;

beforeEach(() => {
  ({ e, restore } = useRecordingEnvironment());
  api = fakeApi();
  form = { mobile: '13800000000', captcha: 'ab3d', captchaKey: 'key-1' };
  failures = 0;
});
afterEach(() => restore());

const button = (scene: SmsScene = 'login') =>
  createSmsButton({ api, scene, read: () => form, onFailure: () => void failures++ });

describe('SMS send button', () => {
  it('counts down from 120 s shown as Ns and returns to idle at 0', async () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(120);
    const b = button();
    expect(b.$state.get()).toEqual({ status: 'idle', remaining: 0, label: '获取验证码' });
    expect(await b.send()).toBe(true);
    expect(api.sendSmsCode).toHaveBeenCalledWith({
      mobile: '13800000000',
      image_key: 'key-1',
      image_captcha: 'ab3d',
      scene: 'login',
    });
    expect(b.$state.get()).toEqual({ status: 'countdown', remaining: 120, label: '120s' });
    e.clock.advance(1000);
    expect(b.$state.get().label).toBe('119s');
    e.clock.advance(118_000);
    expect(b.$state.get()).toEqual({ status: 'countdown', remaining: 1, label: '1s' });
    e.clock.advance(999);
    expect(b.$state.get().label).toBe('1s');
    e.clock.advance(1);
    expect(b.$state.get()).toEqual({ status: 'idle', remaining: 0, label: '获取验证码' });
    expect(e.clock.pending()).toBe(0);
  });

  it('shows sending while the request is out and ignores clicks while sending or counting', async () => {
    const d = deferred<unknown>();
    api.sendSmsCode.mockReturnValueOnce(d.promise);
    const b = button('register');
    const first = b.send();
    expect(b.$state.get().status).toBe('sending');
    expect(await b.send()).toBe(false);
    d.resolve([]);
    expect(await first).toBe(true);
    expect(await b.send()).toBe(false);
    e.clock.advance(60_000);
    expect(await b.send()).toBe(false);
    expect(api.sendSmsCode).toHaveBeenCalledTimes(1);
    expect(api.sendSmsCode.mock.calls[0][0].scene).toBe('register');
  });

  it('without an image captcha: toasts 请输入图形验证码 and sends nothing', async () => {
    form.captcha = '';
    const b = button();
    expect(await b.send()).toBe(false);
    expect(e.toasts).toEqual([{ message: '请输入图形验证码', kind: 'error' }]);
    expect(api.sendSmsCode).not.toHaveBeenCalled();
    expect(b.$state.get().status).toBe('idle');
  });

  it('without a mobile: toasts 请输入手机号! and sends nothing', async () => {
    form.mobile = '';
    expect(await button().send()).toBe(false);
    expect(e.toasts.map((t) => t.message)).toEqual(['请输入手机号!']);
    expect(api.sendSmsCode).not.toHaveBeenCalled();
  });

  it('on failure: asks the form to renew its captcha, no countdown, idle again and usable', async () => {
    api.sendSmsCode.mockImplementationOnce(rejection);
    const b = button();
    expect(await b.send()).toBe(false);
    expect(failures).toBe(1);
    expect(b.$state.get()).toEqual({ status: 'idle', remaining: 0, label: '获取验证码' });
    expect(e.clock.pending()).toBe(0);
    expect(await b.send()).toBe(true);
  });

  it('cancel() and dispose() stop the countdown; a reply after cancel starts nothing', async () => {
    const b = button();
    await b.send();
    expect(e.clock.pending()).toBe(1);
    b.cancel();
    expect(e.clock.pending()).toBe(0);
    expect(b.$state.get().label).toBe('获取验证码');

    const d = deferred<unknown>();
    api.sendSmsCode.mockReturnValueOnce(d.promise);
    const late = b.send();
    b.dispose();
    d.resolve([]);
    expect(await late).toBe(false);
    await flush();
    expect(e.clock.pending()).toBe(0);
    expect(b.$state.get().status).toBe('idle');
  });
});

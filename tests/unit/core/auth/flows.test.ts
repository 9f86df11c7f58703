import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoginDialog, createRegisterForm, type LoginDialog } from '#core/auth/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { isBindMobilePending, setBindMobilePending, user } from '#core/session/index.js';
import { STORAGE_KEYS } from '#core/storage/index.js';
import {
  authState,
  deferred,
  fakeApi,
  flush,
  member,
  rejection,
  useRecordingEnvironment,
  type FakeApi,
} from './fake-api.js';

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
  e.local.setItem(STORAGE_KEYS.msv, 'ref42');
});
afterEach(() => restore());

const fill = (fields: Partial<Record<'mobile' | 'captcha' | 'sms' | 'password', string>> & { agree?: boolean }) => {
  for (const [k, v] of Object.entries(fields)) dialog.set(k as 'mobile', v as string);
};

async function openAt(view: 'register' | 'forgot' | 'bindNewMobile') {
  dialog.open();
  await flush();
  if (view === 'bindNewMobile') dialog.open('bindNewMobile');
  else dialog.show(view);
  await flush();
}

describe('register', () => {
  beforeEach(() => openAt('register'));

  it('requests the code with scene register', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d' });
    await dialog.sendSms();
    expect(api.sendSmsCode).toHaveBeenCalledWith({
      mobile: '13800000000',
      image_key: 'key-2',
      image_captcha: 'ab3d',
      scene: 'register',
    });
  });

  it('toasts the first failing rule, the agreement last', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233', password: 'secret1' });
    expect(await dialog.submit()).toBe(false);
    expect(e.toasts).toEqual([{ message: '请同意《用户协议》和《隐私政策》', kind: 'error' }]);
    expect(api.registerWithSms).not.toHaveBeenCalled();
  });

  it('success sends mobile, mobile_code, password, msv, toasts 注册成功 and returns to login with the mobile', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233', password: 'secret1', agree: true });
    expect(await dialog.submit()).toBe(true);
    expect(api.registerWithSms).toHaveBeenCalledWith({
      mobile: '13800000000',
      mobile_code: '112233',
      password: 'secret1',
      msv: 'ref42',
    });
    expect(e.toasts).toEqual([{ message: '注册成功', kind: 'success' }]);
    expect(dialog.$state.get()).toMatchObject({ open: true, view: 'login', tab: 0 });
    expect(authState(dialog.forms.login)).toMatchObject({ mobile: '13800000000', password: '' });
    // No token comes back from registration: nobody is logged in yet.
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(afterLogin).toBe(0);
  });

  it('double submit sends one request; failure resets loading only', async () => {
    const d = deferred<unknown>();
    api.registerWithSms.mockReturnValueOnce(d.promise);
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233', password: 'secret1', agree: true });
    const first = dialog.submit();
    expect(await dialog.submit()).toBe(false);
    d.reject(new Error('手机号已存在'));
    expect(await first).toBe(false);
    expect(api.registerWithSms).toHaveBeenCalledTimes(1);
    expect(authState(dialog.forms.register)).toMatchObject({ loading: false, mobile: '13800000000', sms: '112233' });
    expect(dialog.$state.get().view).toBe('register');
    expect(e.toasts).toEqual([]);
  });

  it('works standalone too', async () => {
    const done: string[] = [];
    const form = createRegisterForm({ api, onDone: (m) => void done.push(m) });
    await form.reset();
    form.set('mobile', '13900000000');
    form.set('captcha', 'ab3d');
    form.set('sms', '112233');
    form.set('password', 'secret1');
    form.set('agree', true);
    expect(await form.submit()).toBe(true);
    expect(done).toEqual(['13900000000']);
  });
});

describe('forgot password', () => {
  beforeEach(() => openAt('forgot'));

  it('requests the code with scene password_reset', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d' });
    await dialog.sendSms();
    expect(api.sendSmsCode.mock.calls[0][0].scene).toBe('password_reset');
  });

  it('validates the same four fields as register, without the agreement', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233' });
    await dialog.submit();
    expect(e.toasts.map((t) => t.message)).toEqual(['请设置账号密码!']);
  });

  it('success sends mobile, mobile_code, password (no msv), toasts 密码重置成功 and returns to login', async () => {
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233', password: 'newpass' });
    expect(await dialog.submit()).toBe(true);
    expect(api.resetPassword).toHaveBeenCalledWith({
      mobile: '13800000000',
      mobile_code: '112233',
      password: 'newpass',
    });
    expect(e.toasts).toEqual([{ message: '密码重置成功', kind: 'success' }]);
    expect(dialog.$state.get()).toMatchObject({ view: 'login', tab: 0 });
  });
});

describe('bind phone after WeChat or QQ', () => {
  it('WeChat: scene mobile_bind, registerWithWechatScan with the scan code, then logged in', async () => {
    dialog.open('bindMobile', { code: 'scan_v2_abcdefghij', via: 'wechat' });
    await flush();
    fill({ mobile: '13800000000', captcha: 'ab3d' });
    await dialog.sendSms();
    expect(api.sendSmsCode.mock.calls[0][0].scene).toBe('mobile_bind');
    dialog.set('sms', '112233');
    expect(await dialog.submit()).toBe(true);
    expect(api.registerWithWechatScan).toHaveBeenCalledWith({
      mobile: '13800000000',
      code: 'scan_v2_abcdefghij',
      mobile_code: '112233',
      msv: 'ref42',
    });
    expect(api.registerWithSocialite).not.toHaveBeenCalled();
    expect(e.toasts).toEqual([{ message: '绑定成功', kind: 'success' }]);
    expect(e.local.getItem(STORAGE_KEYS.token)).toBe('tok-wechat');
    expect(user.get()).toBe(member);
    expect(dialog.$state.get().open).toBe(false);
    expect(afterLogin).toBe(1);
    expect(e.clock.pending()).toBe(0);
  });

  it('QQ login_code: registerWithSocialite with the code', async () => {
    dialog.open('bindMobile', { code: 'qqcode', via: 'socialite' });
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233' });
    expect(await dialog.submit()).toBe(true);
    expect(api.registerWithSocialite).toHaveBeenCalledWith({
      code: 'qqcode',
      mobile: '13800000000',
      mobile_code: '112233',
      msv: 'ref42',
    });
    expect(api.registerWithWechatScan).not.toHaveBeenCalled();
    expect(e.local.getItem(STORAGE_KEYS.token)).toBe('tok-qq');
  });

  it('validation: mobile first', async () => {
    dialog.open('bindMobile', { code: 'c', via: 'wechat' });
    await dialog.submit();
    expect(e.toasts).toEqual([{ message: '请输入手机号!', kind: 'error' }]);
  });

  it('failure keeps the dialog open and logs nobody in', async () => {
    api.registerWithWechatScan.mockImplementationOnce(rejection);
    dialog.open('bindMobile', { code: 'c', via: 'wechat' });
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233' });
    expect(await dialog.submit()).toBe(false);
    expect(dialog.$state.get()).toMatchObject({ open: true, view: 'bindMobile' });
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(afterLogin).toBe(0);
  });
});

describe('bind a new phone', () => {
  beforeEach(() => openAt('bindNewMobile'));

  it('scene mobile_bind; sends mobile and mobile_code; toasts 绑定成功, clears the pending flag, closes', async () => {
    setBindMobilePending(true);
    fill({ mobile: '13800000000', captcha: 'ab3d' });
    await dialog.sendSms();
    expect(api.sendSmsCode.mock.calls[0][0].scene).toBe('mobile_bind');
    dialog.set('sms', '112233');
    expect(await dialog.submit()).toBe(true);
    expect(api.bindNewMobile).toHaveBeenCalledWith({ mobile: '13800000000', mobile_code: '112233' });
    expect(e.toasts).toEqual([{ message: '绑定成功', kind: 'success' }]);
    expect(isBindMobilePending()).toBe(false);
    expect(dialog.$state.get().open).toBe(false);
    await flush();
    expect(user.get()).toBe(member);
    expect(e.clock.pending()).toBe(0);
  });

  it('double submit sends one request', async () => {
    const d = deferred<unknown>();
    api.bindNewMobile.mockReturnValueOnce(d.promise);
    fill({ mobile: '13800000000', captcha: 'ab3d', sms: '112233' });
    const first = dialog.submit();
    await dialog.submit();
    d.resolve([]);
    await first;
    expect(api.bindNewMobile).toHaveBeenCalledTimes(1);
  });
});

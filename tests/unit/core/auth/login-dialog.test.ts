import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoginDialog, type LoginDialog } from '#core/auth/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { isLogin, user } from '#core/session/index.js';
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
let afterLogin: string[];

beforeEach(() => {
  ({ e, restore } = useRecordingEnvironment());
  api = fakeApi();
  afterLogin = [];
  // Records what the dialog looked like when the after-login rule ran.
  dialog = createLoginDialog({ api, afterLogin: () => void afterLogin.push(`open=${dialog.$state.get().open}`) });
});
afterEach(() => restore());

const login = () => authState(dialog.forms.login);

describe('login dialog: opening', () => {
  it('open() shows the password tab with empty fields and loads an image captcha', async () => {
    expect(dialog.$state.get()).toEqual({ open: false, view: 'login', tab: 0, bind: null });
    dialog.open();
    await flush();
    expect(dialog.$state.get()).toEqual({ open: true, view: 'login', tab: 0, bind: null });
    expect(api.getCaptchaImage).toHaveBeenCalledTimes(1);
    expect(login()).toEqual({
      mobile: '',
      password: '',
      captcha: '',
      sms: '',
      agree: false,
      captchaKey: 'key-1',
      captchaImg: 'data:image/png;base64,1',
      loading: false,
    });
  });

  it('open() again resets fields, tab and the SMS countdown and loads a new captcha', async () => {
    dialog.open();
    await flush();
    dialog.setTab(1);
    dialog.set('mobile', '13800000000');
    dialog.set('password', 'x');
    dialog.set('captcha', 'ab3d');
    dialog.set('sms', '1122');
    expect(await dialog.sendSms()).toBe(true);
    expect(dialog.forms.login.sms.$state.get().label).toBe('120s');
    dialog.close();
    dialog.open();
    await flush();
    expect(dialog.$state.get().tab).toBe(0);
    expect(login()).toMatchObject({ mobile: '', password: '', captcha: '', sms: '', captchaKey: 'key-2' });
    expect(dialog.forms.login.sms.$state.get().label).toBe('获取验证码');
    expect(e.clock.pending()).toBe(0);
    expect(api.getCaptchaImage).toHaveBeenCalledTimes(2);
  });

  it('refreshCaptcha() (clicking the image) loads a new one; a stale reply does not win', async () => {
    dialog.open();
    await flush();
    const slow = deferred<{ key: string; img: string }>();
    api.getCaptchaImage.mockReturnValueOnce(slow.promise);
    const first = dialog.refreshCaptcha();
    const second = dialog.refreshCaptcha();
    await second;
    slow.resolve({ key: 'stale', img: 'stale' });
    await first;
    expect(login().captchaKey).toBe('key-2');
  });

  it('open and close 50 times leaves no timer behind', async () => {
    for (let i = 0; i < 50; i++) {
      dialog.open(i % 2 ? 'wechat' : 'login');
      await flush();
      dialog.set('mobile', '13800000000');
      dialog.set('captcha', 'ab3d');
      await dialog.sendSms();
      e.clock.advance(1500);
      dialog.close();
    }
    expect(e.clock.pending()).toBe(0);
    expect(dialog.$state.get().open).toBe(false);
  });
});

describe('login dialog: password tab', () => {
  beforeEach(async () => {
    dialog.open();
    await flush();
  });

  it('validates first and toasts the first failing message', async () => {
    expect(await dialog.submit()).toBe(false);
    dialog.set('mobile', '13800000000');
    expect(await dialog.submit()).toBe(false);
    expect(e.toasts).toEqual([
      { message: '请输入手机号!', kind: 'error' },
      { message: '请输入密码!', kind: 'error' },
    ]);
    expect(api.loginWithPassword).not.toHaveBeenCalled();
  });

  it('success: token stored, member loaded, dialog closed, then afterLogin', async () => {
    dialog.set('mobile', '13800000000');
    dialog.set('password', 'secret1');
    expect(await dialog.submit()).toBe(true);
    expect(api.loginWithPassword).toHaveBeenCalledWith({ mobile: '13800000000', password: 'secret1' });
    expect(e.local.getItem(STORAGE_KEYS.token)).toBe('tok-password');
    expect(user.get()).toBe(member);
    expect(isLogin.get()).toBe(true);
    expect(dialog.$state.get().open).toBe(false);
    expect(afterLogin).toEqual(['open=false']);
  });

  it('double submit sends one request; loading shows meanwhile', async () => {
    const d = deferred<{ token: string }>();
    api.loginWithPassword.mockReturnValueOnce(d.promise);
    dialog.set('mobile', '13800000000');
    dialog.set('password', 'secret1');
    const first = dialog.submit();
    expect(login().loading).toBe(true);
    expect(await dialog.submit()).toBe(false);
    d.resolve({ token: 't' });
    expect(await first).toBe(true);
    expect(api.loginWithPassword).toHaveBeenCalledTimes(1);
  });

  it('failure: only loading resets; fields and captcha stay, dialog stays open', async () => {
    api.loginWithPassword.mockImplementationOnce(rejection);
    dialog.set('mobile', '13800000000');
    dialog.set('password', 'wrong');
    dialog.set('captcha', 'ab3d');
    expect(await dialog.submit()).toBe(false);
    expect(login()).toMatchObject({ mobile: '13800000000', password: 'wrong', captcha: 'ab3d', loading: false });
    expect(api.getCaptchaImage).toHaveBeenCalledTimes(1);
    expect(dialog.$state.get().open).toBe(true);
    expect(afterLogin).toEqual([]);
    expect(e.toasts).toEqual([]);
  });

  it('a custom onLoggedIn replaces the default token handling', async () => {
    const tokens: string[] = [];
    const d = createLoginDialog({ api, onLoggedIn: (t) => void tokens.push(t) });
    d.open();
    d.set('mobile', '13800000000');
    d.set('password', 'secret1');
    expect(await d.submit()).toBe(true);
    expect(tokens).toEqual(['tok-password']);
    expect(api.getMemberDetail).not.toHaveBeenCalled();
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('login dialog: SMS tab', () => {
  beforeEach(async () => {
    dialog.open();
    await flush();
    dialog.setTab(1);
  });

  it('validates mobile, captcha and code in order', async () => {
    await dialog.submit();
    dialog.set('mobile', '13800000000');
    await dialog.submit();
    dialog.set('captcha', 'ab3d');
    await dialog.submit();
    expect(e.toasts.map((t) => t.message)).toEqual(['请输入手机号!', '请输入图形验证码!', '请输入手机验证码!']);
    expect(api.loginWithMobile).not.toHaveBeenCalled();
  });

  it('sends scene login for the code and mobile, mobile_code, msv for the login', async () => {
    e.local.setItem(STORAGE_KEYS.msv, 'ref42');
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'ab3d');
    await dialog.sendSms();
    expect(api.sendSmsCode).toHaveBeenCalledWith({
      mobile: '13800000000',
      image_key: 'key-1',
      image_captcha: 'ab3d',
      scene: 'login',
    });
    dialog.set('sms', '112233');
    expect(await dialog.submit()).toBe(true);
    expect(api.loginWithMobile).toHaveBeenCalledWith({ mobile: '13800000000', mobile_code: '112233', msv: 'ref42' });
    expect(e.local.getItem(STORAGE_KEYS.token)).toBe('tok-sms');
    expect(afterLogin).toEqual(['open=false']);
    expect(e.clock.pending()).toBe(0);
  });

  it('msv is an empty string when none is stored', async () => {
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'ab3d');
    dialog.set('sms', '112233');
    await dialog.submit();
    expect(api.loginWithMobile.mock.calls[0][0].msv).toBe('');
  });

  it('failure clears the captcha text and loads a new image', async () => {
    api.loginWithMobile.mockImplementationOnce(rejection);
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'ab3d');
    dialog.set('sms', '000000');
    expect(await dialog.submit()).toBe(false);
    await flush();
    expect(login()).toMatchObject({ captcha: '', captchaKey: 'key-2', sms: '000000', loading: false });
    expect(api.getCaptchaImage).toHaveBeenCalledTimes(2);
    expect(dialog.$state.get().open).toBe(true);
  });

  it('a failed code request clears the captcha, loads a new one and cancels the countdown', async () => {
    api.sendSmsCode.mockImplementationOnce(rejection);
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'wrong');
    expect(await dialog.sendSms()).toBe(false);
    await flush();
    expect(login()).toMatchObject({ captcha: '', captchaKey: 'key-2' });
    expect(dialog.forms.login.sms.$state.get()).toEqual({ status: 'idle', remaining: 0, label: '获取验证码' });
    expect(e.clock.pending()).toBe(0);
  });

  it('a login reply arriving after the dialog closed is dropped', async () => {
    const d = deferred<{ token: string }>();
    api.loginWithMobile.mockReturnValueOnce(d.promise);
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'ab3d');
    dialog.set('sms', '112233');
    const pending = dialog.submit();
    dialog.close();
    d.resolve({ token: 'late' });
    expect(await pending).toBe(false);
    expect(e.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(afterLogin).toEqual([]);
  });
});

describe('login dialog: links between views', () => {
  beforeEach(async () => {
    dialog.open();
    await flush();
  });

  it('register and back: each view starts fresh with its own captcha', async () => {
    expect(dialog.show('register')).toBe(true);
    await flush();
    expect(dialog.$state.get().view).toBe('register');
    expect(dialog.form()).toBe(dialog.forms.register);
    expect(authState(dialog.forms.register).captchaKey).toBe('key-2');
    dialog.back();
    await flush();
    expect(dialog.$state.get()).toMatchObject({ open: true, view: 'login', tab: 0 });
    expect(login().captchaKey).toBe('key-3');
  });

  it('forgot password is reachable only from the password tab', () => {
    dialog.setTab(1);
    expect(dialog.show('forgot')).toBe(false);
    expect(dialog.$state.get().view).toBe('login');
    dialog.setTab(0);
    expect(dialog.show('forgot')).toBe(true);
    expect(dialog.$state.get().view).toBe('forgot');
    dialog.back();
    expect(dialog.$state.get().view).toBe('login');
  });

  it('leaving a view stops its countdown', async () => {
    dialog.show('register');
    await flush();
    dialog.set('mobile', '13800000000');
    dialog.set('captcha', 'ab3d');
    expect(await dialog.sendSms()).toBe(true);
    expect(e.clock.pending()).toBe(1);
    dialog.back();
    expect(e.clock.pending()).toBe(0);
  });

  it('the QR view has no form', () => {
    dialog.show('wechat');
    expect(dialog.form()).toBeNull();
    dialog.back();
    expect(e.clock.pending()).toBe(0);
  });
});

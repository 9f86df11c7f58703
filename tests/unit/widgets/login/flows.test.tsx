import { describe, expect, it } from 'vitest';
import { isLogin } from '#core/session/index.js';
import { config } from '#core/session/index.js';
import { deferred } from '../../core/auth/fake-api.js';
import { accessibleName, click, getButton, ticks, type } from '../ui/dom.js';
import {
  cfg,
  dialogEl,
  field,
  lastToast,
  mountDialog,
  openAt,
  smsButton,
  submitButton,
  tick,
  title,
  useLoginHarness,
} from './setup.js';

const ctx = useLoginHarness();

const fill = async (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await type(field(name), value);
};

describe('SMS button', () => {
  it('without an image captcha it shows 请输入图形验证码 and sends nothing', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    await type(field('mobile'), '13900000001');
    await click(smsButton());
    expect(lastToast(ctx)).toEqual({ message: '请输入图形验证码', kind: 'error' });
    expect(field('captcha').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('captcha'));
    expect(ctx.api.sendSmsCode).not.toHaveBeenCalled();
  });

  it('without a mobile it asks for one first', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    await click(smsButton());
    expect(lastToast(ctx)).toEqual({ message: '请输入手机号!', kind: 'error' });
    expect(field('mobile').getAttribute('aria-invalid')).toBe('true');
    expect(ctx.api.sendSmsCode).not.toHaveBeenCalled();
  });

  it('获取验证码 → spinner while sending → 120s counting down on the clock → 获取验证码', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    ctx.dialog.setTab(1);
    await tick();
    await fill({ mobile: '13800138000', captcha: 'ab3d' });
    const reply = deferred<unknown>();
    ctx.api.sendSmsCode.mockReturnValueOnce(reply.promise);
    expect(smsButton().textContent).toBe('获取验证码');
    await click(smsButton());
    expect(ctx.api.sendSmsCode).toHaveBeenCalledWith({
      mobile: '13800138000',
      image_key: 'key-1',
      image_captcha: 'ab3d',
      scene: 'login',
    });
    expect(smsButton().getAttribute('aria-busy')).toBe('true');
    expect(smsButton().querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(accessibleName(smsButton())).toBe('发送中');
    // A second click while sending is ignored.
    await click(smsButton());
    expect(ctx.api.sendSmsCode).toHaveBeenCalledTimes(1);
    reply.resolve([]);
    await ticks();
    expect(smsButton().textContent).toBe('120s');
    expect(smsButton().getAttribute('aria-disabled')).toBe('true');
    ctx.e.clock.advance(1000);
    await tick();
    expect(smsButton().textContent).toBe('119s');
    await click(smsButton());
    expect(ctx.api.sendSmsCode).toHaveBeenCalledTimes(1);
    ctx.e.clock.advance(118_000);
    await tick();
    expect(smsButton().textContent).toBe('1s');
    ctx.e.clock.advance(1000);
    await tick();
    expect(smsButton().textContent).toBe('获取验证码');
    expect(smsButton().hasAttribute('aria-disabled')).toBe(false);
  });

  it('a failed send clears the captcha, loads a new image and returns to 获取验证码', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'forgot');
    await fill({ mobile: '13800138000', captcha: 'bad1' });
    ctx.api.sendSmsCode.mockRejectedValueOnce(new Error('图形验证码错误'));
    await click(smsButton());
    await ticks();
    expect(ctx.api.sendSmsCode.mock.calls[0][0].scene).toBe('password_reset');
    expect(field('captcha').value).toBe('');
    expect(document.querySelector('[role="dialog"] img')!.getAttribute('src')).toBe('data:image/png;base64,2');
    expect(smsButton().textContent).toBe('获取验证码');
  });
});

describe('submitting', () => {
  it('a double click sends one request; the button is busy meanwhile', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await fill({ mobile: '13800138000', password: 'meedu123' });
    const reply = deferred<{ token: string }>();
    ctx.api.loginWithPassword.mockReturnValueOnce(reply.promise);
    await click(submitButton());
    await click(submitButton());
    expect(ctx.api.loginWithPassword).toHaveBeenCalledTimes(1);
    expect(ctx.api.loginWithPassword).toHaveBeenCalledWith({ mobile: '13800138000', password: 'meedu123' });
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    reply.resolve({ token: 'tok' });
    await ticks(4);
    expect(isLogin.get()).toBe(true);
    expect(dialogEl()).toBeNull();
  });

  it('a failed login only resets the loading state', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await fill({ mobile: '13800138000', password: 'wrong' });
    ctx.api.loginWithPassword.mockRejectedValueOnce(new Error('手机号或密码错误'));
    await click(submitButton());
    await ticks();
    expect(submitButton().hasAttribute('aria-busy')).toBe(false);
    expect(field('password').value).toBe('wrong');
    expect(title()).toBe('登录');
  });

  it('SMS login sends mobile, mobile_code and msv', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    ctx.dialog.setTab(1);
    await tick();
    await fill({ mobile: '13800138000', captcha: 'ab3d', mobile_code: '654321' });
    await click(submitButton());
    await ticks(4);
    expect(ctx.api.loginWithMobile).toHaveBeenCalledWith({ mobile: '13800138000', mobile_code: '654321', msv: '' });
    expect(dialogEl()).toBeNull();
  });

  it('register: 注册成功, then back to login with the mobile filled in', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    await fill({ mobile: '13900000001', captcha: 'ab3d', mobile_code: '123456', password: 'secret123' });
    await click(document.querySelector('[role="dialog"] input[name="agree"]'));
    await click(submitButton());
    await ticks(4);
    expect(ctx.api.registerWithSms).toHaveBeenCalledWith({
      mobile: '13900000001',
      mobile_code: '123456',
      password: 'secret123',
      msv: '',
    });
    expect(lastToast(ctx)).toEqual({ message: '注册成功', kind: 'success' });
    expect(title()).toBe('登录');
    expect(field('mobile').value).toBe('13900000001');
  });

  it('forgot password: 密码重置成功, then back to login', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'forgot');
    await fill({ mobile: '13800138000', captcha: 'ab3d', mobile_code: '123456', password: 'newpass1' });
    await click(submitButton());
    await ticks(4);
    expect(ctx.api.resetPassword).toHaveBeenCalledWith({
      mobile: '13800138000',
      mobile_code: '123456',
      password: 'newpass1',
    });
    expect(lastToast(ctx)).toEqual({ message: '密码重置成功', kind: 'success' });
    expect(title()).toBe('登录');
  });

  it('bind phone after WeChat: 绑定成功 and logged in', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'bindMobile', { code: 'wx-bind', via: 'wechat' });
    expect(dialogEl()!.textContent).toContain('首次使用微信登录');
    await fill({ mobile: '13700000000', captcha: 'ab3d', mobile_code: '123456' });
    await click(submitButton());
    await ticks(4);
    expect(ctx.api.registerWithWechatScan).toHaveBeenCalledWith({
      code: 'wx-bind',
      mobile: '13700000000',
      mobile_code: '123456',
      msv: '',
    });
    expect(ctx.e.toasts.map((t) => t.message)).toContain('绑定成功');
    expect(isLogin.get()).toBe(true);
    expect(dialogEl()).toBeNull();
  });

  it('bind a new phone: 绑定成功 and the dialog closes', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'bindNewMobile');
    expect(title()).toBe('绑定新手机号');
    await fill({ mobile: '13700000000', captcha: 'ab3d', mobile_code: '123456' });
    await click(submitButton());
    await ticks(4);
    expect(ctx.api.bindNewMobile).toHaveBeenCalledWith({ mobile: '13700000000', mobile_code: '123456' });
    expect(lastToast(ctx)).toEqual({ message: '绑定成功', kind: 'success' });
    expect(dialogEl()).toBeNull();
  });
});

describe('fields', () => {
  it('carry the autocomplete hints password managers and SMS autofill use', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    expect(field('mobile').getAttribute('autocomplete')).toBe('tel');
    expect(field('mobile').type).toBe('tel');
    expect(field('password').getAttribute('autocomplete')).toBe('current-password');
    ctx.dialog.setTab(1);
    await tick();
    expect(field('mobile_code').getAttribute('autocomplete')).toBe('one-time-code');
    await openAt(ctx, 'register');
    expect(field('password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('the password can be shown and hidden', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    expect(field('password').type).toBe('password');
    await click(getButton(dialogEl()!, '显示密码'));
    expect(field('password').type).toBe('text');
  });

  it('clicking the captcha image loads a new one', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    const img = () => dialogEl()!.querySelector('button[aria-label="点击刷新图形验证码"] img')!;
    expect(img().getAttribute('src')).toBe('data:image/png;base64,1');
    await click(getButton(dialogEl()!, '点击刷新图形验证码'));
    await ticks();
    expect(ctx.api.getCaptchaImage).toHaveBeenCalledTimes(2);
    expect(img().getAttribute('src')).toBe('data:image/png;base64,2');
  });

  it('register links the agreements from config in a new tab', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    const links = Array.from(dialogEl()!.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel])).toEqual([
      ['《用户协议》', 'https://example.com/protocol', '_blank', 'noopener noreferrer'],
      ['《隐私政策》', 'https://example.com/privacy', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('agreement addresses that are not http(s) are not rendered as links', async () => {
    config.set({ ...cfg(), user_protocol: 'javascript:alert(1)', user_private_protocol: '' } as never);
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    expect(dialogEl()!.querySelectorAll('a')).toHaveLength(0);
    expect(dialogEl()!.textContent).toContain('《用户协议》');
  });
});

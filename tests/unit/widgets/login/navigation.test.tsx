import { describe, expect, it, onTestFinished } from 'vitest';
import { configureEnvironment } from '#core/env/index.js';
import { config, isLogin } from '#core/session/index.js';
import { configureApi } from '#core/client/index.js';
import { deferred } from '../../core/auth/fake-api.js';
import { LoginButton } from '#widgets/login/index.js';
import { click, deepActive, getButton, press, render, ticks } from '../ui/dom.js';
import { cfg, dialogEl, field, mountDialog, openAt, tick, title, useLoginHarness } from './setup.js';

const ctx = useLoginHarness();

const buttonNames = () =>
  Array.from(dialogEl()!.querySelectorAll('button')).map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('views and the links between them', () => {
  it('opens on the password tab with the mobile field focused and a captcha requested', async () => {
    await mountDialog(ctx);
    expect(dialogEl()).toBeNull();
    await openAt(ctx);
    expect(title()).toBe('登录');
    const tabs = Array.from(dialogEl()!.querySelectorAll('[role="tab"]'));
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['密码登录', 'true'],
      ['短信登录', 'false'],
    ]);
    expect(deepActive()).toBe(field('mobile'));
    expect(ctx.api.getCaptchaImage).toHaveBeenCalledTimes(1);
  });

  it('login → register → back; login → forgot → back', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await click(getButton(dialogEl()!, '注册新账号'));
    expect(title()).toBe('注册新账号');
    expect(deepActive()).toBe(field('mobile'));
    await click(getButton(dialogEl()!, '立即登录'));
    expect(title()).toBe('登录');
    await click(getButton(dialogEl()!, '忘记密码'));
    expect(title()).toBe('找回密码');
    await click(getButton(dialogEl()!, '返回登录'));
    expect(title()).toBe('登录');
  });

  it('forgot password is offered on the password tab only', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    expect(buttonNames()).toContain('忘记密码');
    await click(dialogEl()!.querySelectorAll('[role="tab"]')[1]);
    expect(buttonNames()).not.toContain('忘记密码');
    expect(buttonNames()).toContain('注册新账号');
  });

  it('the SMS tab shows captcha and SMS code fields instead of the password', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await click(dialogEl()!.querySelectorAll('[role="tab"]')[1]);
    expect(ctx.dialog.$state.get().tab).toBe(1);
    expect(field('password')).toBeNull();
    expect(field('captcha')).not.toBeNull();
    expect(field('mobile_code')).not.toBeNull();
    expect(buttonNames()).toContain('获取验证码');
  });
});

describe('third-party login', () => {
  it('is hidden when neither QQ nor WeChat scan is on', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    expect(buttonNames()).not.toContain('QQ登录');
    expect(buttonNames()).not.toContain('微信扫码登录');
    expect(dialogEl()!.textContent).not.toContain('第三方账号登录');
  });

  it('shows only the providers switched on', async () => {
    config.set(cfg({ qq: 1 }));
    await mountDialog(ctx);
    await openAt(ctx);
    expect(buttonNames()).toContain('QQ登录');
    expect(buttonNames()).not.toContain('微信扫码登录');
    config.set(cfg({ wechat_scan: 1 }));
    await tick();
    expect(buttonNames()).not.toContain('QQ登录');
    expect(buttonNames()).toContain('微信扫码登录');
  });

  it('QQ leaves for the server with s_url = this page, f_url = origin/error, action=login', async () => {
    config.set(cfg({ qq: 1 }));
    ctx.e.setLocation('/courses/detail/3?from=home');
    await mountDialog(ctx);
    await openAt(ctx);
    await click(getButton(dialogEl()!, 'QQ登录'));
    expect(ctx.e.assigned).toHaveLength(1);
    const url = new URL(ctx.e.assigned[0]);
    expect(url.origin + url.pathname).toBe('http://api.example.com/api/v3/auth/login/socialite/qq');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      s_url: 'http://localhost/courses/detail/3?from=home',
      f_url: 'http://localhost/error',
      action: 'login',
    });
  });

  it('QQ’s return addresses carry the path the site is served under', async () => {
    config.set(cfg({ qq: 1 }));
    onTestFinished(configureEnvironment({ base: '/learn' }));
    ctx.e.setLocation('/courses/detail/3?from=home');
    await mountDialog(ctx);
    await openAt(ctx);
    await click(getButton(dialogEl()!, 'QQ登录'));
    const url = new URL(ctx.e.assigned[0]);
    expect(url.searchParams.get('s_url')).toBe('http://localhost/learn/courses/detail/3?from=home');
    expect(url.searchParams.get('f_url')).toBe('http://localhost/learn/error');
  });

  it('QQ falls back to the API base address when config has no url', async () => {
    config.set({ ...cfg({ qq: 1 }), url: '' } as never);
    const undo = configureApi({ baseURL: 'https://api.school.test' });
    try {
      await mountDialog(ctx);
      await openAt(ctx);
      await click(getButton(dialogEl()!, 'QQ登录'));
      expect(ctx.e.assigned[0]).toMatch(/^https:\/\/api\.school\.test\/api\/v3\/auth\/login\/socialite\/qq\?/);
    } finally {
      undo();
    }
  });

  it('WeChat scan shows the QR code, polls every second and stops when the dialog closes', async () => {
    config.set(cfg({ wechat_scan: 1 }));
    await mountDialog(ctx);
    await openAt(ctx);
    await click(getButton(dialogEl()!, '微信扫码登录'));
    await ticks();
    expect(title()).toBe('微信扫码登录');
    const qr = dialogEl()!.querySelector('img[alt="微信登录二维码"]')!;
    // MeEdu's QR data URL has a space after the comma; the image check renders it without.
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,QR');
    ctx.e.clock.advance(1000);
    await ticks();
    expect(ctx.api.queryWechatScan).toHaveBeenCalledWith('scan_v2_abcdefghij');
    await click(getButton(dialogEl()!, '关闭'));
    expect(dialogEl()).toBeNull();
    expect(ctx.e.clock.pending()).toBe(0);
    ctx.e.clock.advance(5000);
    await ticks();
    expect(ctx.api.queryWechatScan).toHaveBeenCalledTimes(1);
  });

  it('WeChat scan by a member logs in and closes', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'wechat');
    ctx.api.queryWechatScan.mockResolvedValueOnce({ success: 1, token: 'tok-wechat' });
    ctx.e.clock.advance(1000);
    await ticks(5);
    expect(isLogin.get()).toBe(true);
    expect(dialogEl()).toBeNull();
  });

  it('WeChat scan by a new user opens the bind phone view', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'wechat');
    ctx.api.queryWechatScan.mockResolvedValueOnce({ success: 0, action: 'bind_mobile', code: 'bind-1' });
    ctx.e.clock.advance(1000);
    await ticks(4);
    expect(title()).toBe('绑定手机号');
    expect(ctx.dialog.$state.get().bind).toEqual({ code: 'bind-1', via: 'wechat' });
    expect(deepActive()).toBe(field('mobile'));
    expect(ctx.e.clock.pending()).toBe(0);
  });

  it('a QR code that fails to load offers a retry', async () => {
    ctx.api.getWechatScanCode.mockRejectedValueOnce(new Error('down'));
    await mountDialog(ctx);
    await openAt(ctx, 'wechat');
    expect(dialogEl()!.textContent).toContain('二维码加载失败');
    await click(getButton(dialogEl()!, '刷新二维码'));
    await ticks();
    expect(dialogEl()!.querySelector('img[alt="微信登录二维码"]')).not.toBeNull();
  });
});

describe('keyboard and focus', () => {
  it('the login button opens the dialog; Escape closes it and focus returns to the button', async () => {
    await mountDialog(ctx, true);
    const opener = getButton(document, '登录');
    opener.focus();
    await click(opener);
    await ticks();
    expect(title()).toBe('登录');
    expect(deepActive()).toBe(field('mobile'));
    await press('Escape');
    expect(dialogEl()).toBeNull();
    expect(ctx.dialog.$state.get().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('logged in, the login button no longer invites login: it is a 用户中心 link, and back on logout', async () => {
    isLogin.set(true);
    ctx.view = await render(
      <LoginButton dialog={ctx.dialog} label="登录，开始学习" memberUrl="https://learn.example.com/member" />,
    );
    expect(document.querySelector('button')).toBeNull();
    const link = document.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['用户中心', 'https://learn.example.com/member']);
    await ctx.view.rerender(<LoginButton dialog={ctx.dialog} memberUrl="javascript:alert(1)" />);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/member');
    isLogin.set(false);
    await ticks();
    expect(document.querySelector('a')).toBeNull();
    expect(getButton(document, '登录')).toBeTruthy();
  });

  it('Tab from the last control wraps to the first, Shift+Tab the other way', async () => {
    config.set(cfg({ qq: 1, wechat_scan: 1 }));
    await mountDialog(ctx);
    await openAt(ctx);
    const close = getButton(dialogEl()!, '关闭');
    const firstTab = dialogEl()!.querySelector('[role="tab"][aria-selected="true"]');
    close.focus();
    await press('Tab');
    expect(deepActive()).toBe(firstTab);
    await press('Tab', { shiftKey: true });
    expect(deepActive()).toBe(close);
  });

  it('Escape in the middle of a request closes the dialog and the late reply changes nothing', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    for (const [k, v] of [
      ['mobile', '13900000001'],
      ['captcha', 'ab3d'],
      ['sms', '123456'],
      ['password', 'secret123'],
    ] as const) {
      ctx.dialog.set(k, v);
    }
    ctx.dialog.set('agree', true);
    await tick();
    const reply = deferred<unknown>();
    ctx.api.registerWithSms.mockReturnValueOnce(reply.promise);
    await click(dialogEl()!.querySelector('button[type="submit"]'));
    expect(ctx.api.registerWithSms).toHaveBeenCalledTimes(1);
    await press('Escape');
    expect(dialogEl()).toBeNull();
    reply.resolve([]);
    await ticks();
    expect(ctx.e.toasts.map((t) => t.message)).not.toContain('注册成功');
    expect(ctx.dialog.$state.get().open).toBe(false);
  });

  it('reopening starts clean: fields, tab and marks reset', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await click(dialogEl()!.querySelectorAll('[role="tab"]')[1]);
    await click(dialogEl()!.querySelector('button[type="submit"]'));
    expect(dialogEl()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await press('Escape');
    await openAt(ctx);
    expect(dialogEl()!.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('密码登录');
    expect(dialogEl()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(field('mobile').value).toBe('');
  });
});

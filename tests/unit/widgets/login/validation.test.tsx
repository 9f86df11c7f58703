import { describe, expect, it } from 'vitest';
import { click, type } from '../ui/dom.js';
import {
  dialogEl,
  field,
  lastToast,
  mountDialog,
  openAt,
  submitButton,
  tick,
  useLoginHarness,
  type Ctx,
} from './setup.js';

const ctx = useLoginHarness();

/** Submits the open form and returns the error toast and the field the widget marked. */
async function submitAndRead(c: Ctx) {
  const before = c.e.toasts.length;
  await click(submitButton());
  const toast = c.e.toasts.length > before ? lastToast(c) : undefined;
  const invalid = Array.from(dialogEl()!.querySelectorAll('[aria-invalid="true"]')).map((el) =>
    el.getAttribute('name'),
  );
  return { toast, invalid };
}

async function expectSteps(c: Ctx, steps: Array<[string, string, string | null]>) {
  // Each step: the message expected with the fields filled so far, its field, then the value to fill it with.
  for (const [message, name, fill] of steps) {
    const { toast, invalid } = await submitAndRead(c);
    expect(toast).toEqual({ message, kind: 'error' });
    expect(invalid).toEqual([name]);
    const el = dialogEl()!.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(document.activeElement).toBe(el);
    if (name !== 'agree') {
      const describedBy = el.getAttribute('aria-describedby');
      expect(document.getElementById(describedBy!)?.textContent).toBe(message);
    }
    if (fill === null) await click(el);
    else await type(el, fill);
    expect(el.hasAttribute('aria-invalid')).toBe(false);
  }
}

describe('validation messages (spec section 5), shown as toasts and marked on the field', () => {
  it('login, password tab: 请输入手机号! then 请输入密码!', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13800138000'],
      ['请输入密码!', 'password', 'meedu123'],
    ]);
    expect(ctx.api.loginWithPassword).not.toHaveBeenCalled();
  });

  it('login, SMS tab: mobile, image captcha, SMS code', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    ctx.dialog.setTab(1);
    await tick();
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13800138000'],
      ['请输入图形验证码!', 'captcha', 'ab3d'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
    ]);
    expect(ctx.api.loginWithMobile).not.toHaveBeenCalled();
  });

  it('register: mobile, captcha, SMS code, 请设置账号密码!, then the agreement', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'register');
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13900000001'],
      ['请输入图形验证码!', 'captcha', 'ab3d'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
      ['请设置账号密码!', 'password', 'secret123'],
      ['请同意《用户协议》和《隐私政策》', 'agree', null],
    ]);
    expect(ctx.api.registerWithSms).not.toHaveBeenCalled();
  });

  it('forgot password: the same four as register', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'forgot');
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13800138000'],
      ['请输入图形验证码!', 'captcha', 'ab3d'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
      ['请设置账号密码!', 'password', 'newpass1'],
    ]);
    expect(ctx.api.resetPassword).not.toHaveBeenCalled();
  });

  it('bind phone: mobile, captcha, SMS code', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'bindMobile', { code: 'bind-code', via: 'wechat' });
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13700000000'],
      ['请输入图形验证码!', 'captcha', 'ab3d'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
    ]);
  });

  it('bind a new phone: mobile, captcha, SMS code', async () => {
    await mountDialog(ctx);
    await openAt(ctx, 'bindNewMobile');
    await expectSteps(ctx, [
      ['请输入手机号!', 'mobile', '13700000000'],
      ['请输入图形验证码!', 'captcha', 'ab3d'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
    ]);
  });

  it('switching tabs clears a mark that belonged to the other tab', async () => {
    await mountDialog(ctx);
    await openAt(ctx);
    await type(field('mobile'), '13800138000');
    await click(submitButton());
    expect(field('password').getAttribute('aria-invalid')).toBe('true');
    ctx.dialog.setTab(1);
    await tick();
    expect(dialogEl()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

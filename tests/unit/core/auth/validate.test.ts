import { describe, expect, it } from 'vitest';
import {
  validateBindMobile,
  validateBindNewMobile,
  validateForgotPassword,
  validateLoginPassword,
  validateLoginSms,
  validateRegister,
} from '#core/auth/index.js';

const full = { mobile: '13800000000', password: 'secret1', captcha: 'ab3d', sms: '112233', agree: true };

describe('auth form validation (spec section 5)', () => {
  it('login password tab: mobile then password', () => {
    expect(validateLoginPassword({ ...full, mobile: '', password: '' })).toEqual({
      field: 'mobile',
      message: '请输入手机号!',
    });
    expect(validateLoginPassword({ ...full, password: '' })).toEqual({ field: 'password', message: '请输入密码!' });
    // The SMS tab's fields do not matter here.
    expect(validateLoginPassword({ ...full, captcha: '', sms: '' })).toBeNull();
  });

  it('login SMS tab: mobile, image captcha, SMS code', () => {
    expect(validateLoginSms({ ...full, mobile: '' })).toEqual({ field: 'mobile', message: '请输入手机号!' });
    expect(validateLoginSms({ ...full, captcha: '', sms: '' })).toEqual({
      field: 'captcha',
      message: '请输入图形验证码!',
    });
    expect(validateLoginSms({ ...full, sms: '' })).toEqual({ field: 'sms', message: '请输入手机验证码!' });
    expect(validateLoginSms({ ...full, password: '' })).toBeNull();
  });

  it('register: mobile, captcha, sms, password, agreement in that order', () => {
    expect(validateRegister({ ...full, mobile: '', agree: false })).toEqual({
      field: 'mobile',
      message: '请输入手机号!',
    });
    expect(validateRegister({ ...full, captcha: '', agree: false })).toEqual({
      field: 'captcha',
      message: '请输入图形验证码!',
    });
    expect(validateRegister({ ...full, sms: '', agree: false })).toEqual({
      field: 'sms',
      message: '请输入手机验证码!',
    });
    expect(validateRegister({ ...full, password: '', agree: false })).toEqual({
      field: 'password',
      message: '请设置账号密码!',
    });
    expect(validateRegister({ ...full, agree: false })).toEqual({
      field: 'agree',
      message: '请同意《用户协议》和《隐私政策》',
    });
    expect(validateRegister(full)).toBeNull();
  });

  it('forgot password: the same four as register, no agreement', () => {
    expect(validateForgotPassword({ ...full, mobile: '' })).toEqual({ field: 'mobile', message: '请输入手机号!' });
    expect(validateForgotPassword({ ...full, captcha: '' })).toEqual({
      field: 'captcha',
      message: '请输入图形验证码!',
    });
    expect(validateForgotPassword({ ...full, sms: '' })).toEqual({ field: 'sms', message: '请输入手机验证码!' });
    expect(validateForgotPassword({ ...full, password: '' })).toEqual({
      field: 'password',
      message: '请设置账号密码!',
    });
    expect(validateForgotPassword({ ...full, agree: false })).toBeNull();
  });

  it('bind phone forms: mobile first, then captcha and SMS code; password not needed', () => {
    for (const validate of [validateBindMobile, validateBindNewMobile]) {
      expect(validate({ ...full, mobile: '' })).toEqual({ field: 'mobile', message: '请输入手机号!' });
      expect(validate({ ...full, captcha: '' })).toEqual({ field: 'captcha', message: '请输入图形验证码!' });
      expect(validate({ ...full, sms: '' })).toEqual({ field: 'sms', message: '请输入手机验证码!' });
      expect(validate({ ...full, password: '', agree: false })).toBeNull();
    }
  });

  it('whitespace-only input counts as empty', () => {
    expect(validateLoginPassword({ ...full, mobile: '   ' })).toEqual({ field: 'mobile', message: '请输入手机号!' });
  });
});

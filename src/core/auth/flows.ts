import { env } from '../env/index.js';
import { setBindMobilePending, user } from '../session/index.js';
import { defaultOnLoggedIn, readMsv, type AuthApi, type OnLoggedIn } from './flow-api.js';
import { createAuthForm, type AuthForm } from './form.js';
import {
  validateBindMobile,
  validateBindNewMobile,
  validateForgotPassword,
  validateLoginPassword,
  validateLoginSms,
  validateRegister,
} from './validate.js';

type CaptchaApi = Pick<AuthApi, 'getCaptchaImage' | 'sendSmsCode'>;

export type LoginTab = 0 | 1;

/** Where a "bind phone" code came from: the WeChat QR poll or the QQ login_code exchange. */
export interface BindContext {
  code: string;
  via: 'wechat' | 'socialite';
}

export interface LoginFormOptions {
  api: CaptchaApi & Pick<AuthApi, 'loginWithPassword' | 'loginWithMobile' | 'getMemberDetail'>;
  tab(): LoginTab;
  onLoggedIn?: OnLoggedIn;
  /** Runs once the member is stored: the dialog closes and the after-login rule applies. */
  onDone(): void;
}

export function createLoginForm(o: LoginFormOptions): AuthForm {
  const onLoggedIn = o.onLoggedIn ?? defaultOnLoggedIn(o.api);
  const form: AuthForm = createAuthForm({
    api: o.api,
    scene: 'login',
    validate: (f) => (o.tab() === 0 ? validateLoginPassword(f) : validateLoginSms(f)),
    send: (f) =>
      o.tab() === 0
        ? o.api.loginWithPassword({ mobile: f.mobile, password: f.password })
        : o.api.loginWithMobile({ mobile: f.mobile, mobile_code: f.sms, msv: readMsv() }),
    async onSuccess({ token }) {
      await onLoggedIn(token);
      o.onDone();
    },
    onFailure: () => {
      if (o.tab() === 1) void form.renewCaptcha();
    },
  });
  return form;
}

export interface RegisterFormOptions {
  api: CaptchaApi & Pick<AuthApi, 'registerWithSms'>;
  /** Registration returns no token, so the member is sent back to log in with this mobile. */
  onDone(mobile: string): void;
}

export const createRegisterForm = (o: RegisterFormOptions): AuthForm =>
  createAuthForm({
    api: o.api,
    scene: 'register',
    validate: validateRegister,
    send: (f) => o.api.registerWithSms({ mobile: f.mobile, mobile_code: f.sms, password: f.password, msv: readMsv() }),
    onSuccess(_, f) {
      env().toast('注册成功', 'success');
      o.onDone(f.mobile);
    },
  });

export interface ForgotPasswordFormOptions {
  api: CaptchaApi & Pick<AuthApi, 'resetPassword'>;
  onDone(mobile: string): void;
}

export const createForgotPasswordForm = (o: ForgotPasswordFormOptions): AuthForm =>
  createAuthForm({
    api: o.api,
    scene: 'password_reset',
    validate: validateForgotPassword,
    send: (f) => o.api.resetPassword({ mobile: f.mobile, mobile_code: f.sms, password: f.password }),
    onSuccess(_, f) {
      env().toast('密码重置成功', 'success');
      o.onDone(f.mobile);
    },
  });

export interface BindMobileFormOptions {
  api: CaptchaApi & Pick<AuthApi, 'registerWithWechatScan' | 'registerWithSocialite' | 'getMemberDetail'>;
  context(): BindContext | null;
  onLoggedIn?: OnLoggedIn;
  onDone(): void;
}

/** A new WeChat/QQ member gives a phone number; the server answers with a token. */
export function createBindMobileForm(o: BindMobileFormOptions): AuthForm {
  const onLoggedIn = o.onLoggedIn ?? defaultOnLoggedIn(o.api);
  return createAuthForm({
    api: o.api,
    scene: 'mobile_bind',
    validate: validateBindMobile,
    send(f) {
      const ctx = o.context();
      if (!ctx) return Promise.reject(new Error('no socialite code to bind'));
      const body = { code: ctx.code, mobile: f.mobile, mobile_code: f.sms, msv: readMsv() };
      return ctx.via === 'socialite' ? o.api.registerWithSocialite(body) : o.api.registerWithWechatScan(body);
    },
    async onSuccess({ token }) {
      env().toast('绑定成功', 'success');
      await onLoggedIn(token);
      o.onDone();
    },
  });
}

export interface BindNewMobileFormOptions {
  api: CaptchaApi & Pick<AuthApi, 'bindNewMobile' | 'getMemberDetail'>;
  onDone(): void;
}

/** A logged-in member without a real mobile binds one (scene mobile_bind). */
export const createBindNewMobileForm = (o: BindNewMobileFormOptions): AuthForm =>
  createAuthForm({
    api: o.api,
    scene: 'mobile_bind',
    validate: validateBindNewMobile,
    send: (f) => o.api.bindNewMobile({ mobile: f.mobile, mobile_code: f.sms }),
    onSuccess() {
      env().toast('绑定成功', 'success');
      setBindMobilePending(false);
      // The stored member still says is_bind_mobile 0; refresh it without failing the bind.
      o.api.getMemberDetail().then(
        (u) => user.set(u),
        (err) => env().log('member not refreshed', err),
      );
      o.onDone();
    },
  });

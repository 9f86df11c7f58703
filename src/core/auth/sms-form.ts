import { atom, type ReadableAtom } from 'nanostores';
import { createForm, required, rule, rules, type Form, type Validator } from '../forms/index.js';
import type { AuthApi, SmsScene } from './api.js';
import { createCaptcha, type CaptchaImage } from './captcha.js';
import { createSmsButton, type SmsButton } from './sms-button.js';
import { MESSAGES } from './validate.js';

/** The fields of a member-centre form that proves a mobile by SMS (password change, mobile change). */
export interface SmsFields {
  mobile: string;
  /** The image captcha text. */
  captcha: string;
  /** The SMS code. */
  sms: string;
  password: string;
}

/** Length rule the server applies to passwords it sets (registration), with its messages. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const PASSWORD_MESSAGES = {
  short: `密码长度不能少于${PASSWORD_MIN}个字符`,
  long: `密码长度不能多于${PASSWORD_MAX}个字符`,
} as const;

/** Mobile, image captcha and SMS code are required, in screen order (spec section 5's messages). */
export const smsRules: Validator<SmsFields>[] = [
  required('mobile', MESSAGES.mobile),
  required('captcha', MESSAGES.captcha),
  required('sms', MESSAGES.sms),
];

/** A new password: required, then the server's length rule. */
export const newPasswordRules: Validator<SmsFields>[] = [
  required('password', MESSAGES.newPassword),
  rule('password', PASSWORD_MESSAGES.short, (v) => v.length >= PASSWORD_MIN),
  rule('password', PASSWORD_MESSAGES.long, (v) => v.length <= PASSWORD_MAX),
];

export interface SmsFormOptions<R> {
  api: Pick<AuthApi, 'getCaptchaImage' | 'sendSmsCode'>;
  scene: SmsScene;
  initial?: Partial<SmsFields>;
  /** Extra rules after the SMS ones (a new password). */
  extra?: Validator<SmsFields>[];
  send(values: SmsFields): Promise<R>;
  onSuccess?(result: R, values: SmsFields): void | Promise<void>;
}

export interface SmsForm<R> {
  form: Form<SmsFields, R>;
  sms: SmsButton;
  $captcha: ReadableAtom<CaptchaImage>;
  /** A new image captcha (the image was clicked, or the last one was used up). */
  refreshCaptcha(): Promise<void>;
  /** Stops the countdown and drops replies still on their way. */
  dispose(): void;
}

/**
 * Core's form machine with the login dialog's image captcha and SMS countdown: the SMS button reads
 * the form's mobile and captcha, a failed send clears the captcha text and loads a new image.
 */
export function createSmsForm<R>(o: SmsFormOptions<R>): SmsForm<R> {
  const $captcha = atom<CaptchaImage>({ key: '', img: '' });
  const captcha = createCaptcha(o.api, (image) => $captcha.set(image));
  const form = createForm<SmsFields, R>({
    initial: { mobile: '', captcha: '', sms: '', password: '', ...o.initial },
    validate: rules(...smsRules, ...(o.extra ?? [])),
    send: o.send,
    onSuccess: o.onSuccess,
  });
  const sms = createSmsButton({
    api: o.api,
    scene: o.scene,
    read: () => ({ ...form.$state.get().values, captchaKey: $captcha.get().key }),
    onFailure: () => {
      form.set('captcha', '');
      void captcha.refresh();
    },
  });
  return {
    form,
    sms,
    $captcha,
    refreshCaptcha: captcha.refresh,
    dispose() {
      sms.dispose();
      captcha.cancel();
      form.dispose();
    },
  };
}

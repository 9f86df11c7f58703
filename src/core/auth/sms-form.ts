import { atom, type ReadableAtom } from 'nanostores';
import { createForm, required, rule, type Form, type FormOptions, type Validator } from '../forms/index.js';
import type { AuthApi, SmsScene } from './api.js';
import { createCaptcha, type CaptchaImage } from './captcha.js';
import { createSmsButton, type SmsButton } from './sms-button.js';
import { MESSAGES } from './validate.js';

/** What every form that proves a mobile by SMS holds: the mobile, the image captcha text, the SMS code. */
export interface SmsCodeFields {
  mobile: string;
  /** The image captcha text. */
  captcha: string;
  /** The SMS code. */
  sms: string;
}

/** The fields of a member-centre form that proves a mobile by SMS (password change, mobile change). */
export interface SmsFields extends SmsCodeFields {
  password: string;
}

export const EMPTY_SMS_FIELDS: SmsFields = { mobile: '', captcha: '', sms: '', password: '' };

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

export interface SmsFormOptions<V, R> extends FormOptions<V, R> {
  api: Pick<AuthApi, 'getCaptchaImage' | 'sendSmsCode'>;
  scene: SmsScene;
}

/**
 * Core's form machine with the image captcha and the SMS countdown button. Whatever the SMS button
 * finds missing (mobile, image captcha) is marked on its field like a submit's problem.
 */
export interface SmsForm<V extends SmsCodeFields, R = unknown> extends Form<V, R> {
  /** The image captcha: its key goes with the SMS request, its image is shown beside the text. */
  $captcha: ReadableAtom<CaptchaImage>;
  sms: SmsButton;
  /** A new image captcha (the image was clicked, or the form opened). */
  refreshCaptcha(): Promise<void>;
  /** Empties the captcha text and loads a new image: a used captcha is never valid again. */
  renewCaptcha(): Promise<void>;
  /** Back to `values` (or the initial ones), no countdown, a fresh image captcha. */
  reset(values?: V): Promise<void>;
  /** Stops the countdown and drops any reply (submit, captcha) still on its way. */
  dispose(): void;
}

const noCaptcha: CaptchaImage = { key: '', img: '' };

/** The machine behind every mobile-number form: the login dialogs' and the member centre's. */
export function createSmsForm<V extends SmsCodeFields, R>(o: SmsFormOptions<V, R>): SmsForm<V, R> {
  const form = createForm<V, R>(o);
  const $captcha = atom(noCaptcha);
  const captcha = createCaptcha(o.api, (image) => $captcha.set(image));

  const renewCaptcha = () => {
    form.set('captcha', '');
    return captcha.refresh();
  };

  const sms = createSmsButton({
    api: o.api,
    scene: o.scene,
    read: () => ({ ...form.$state.get().values, captchaKey: $captcha.get().key }),
    report: (problem) => form.mark(problem as Parameters<typeof form.mark>[0]),
    onFailure: () => void renewCaptcha(),
  });

  const dispose = () => {
    form.dispose();
    captcha.cancel();
    sms.cancel();
  };

  return {
    ...form,
    $captcha,
    sms,
    refreshCaptcha: captcha.refresh,
    renewCaptcha,
    reset(values) {
      dispose();
      form.reset(values);
      $captcha.set(noCaptcha);
      return captcha.refresh();
    },
    dispose,
  };
}

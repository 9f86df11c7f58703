import { atom, type ReadableAtom } from 'nanostores';
import { createForm, type Form, type FormOptions } from '../forms/index.js';
import type { AuthApi } from './flow-api.js';
import type { SmsScene } from './types.js';
import { createCaptcha, type CaptchaImage } from './captcha.js';
import { createSmsButton, type SmsButton } from './sms-button.js';
import type { SmsCodeFields } from './validate.js';

/** The fields of a member-centre form that proves a mobile by SMS (password change, mobile change). */
export interface SmsFields extends SmsCodeFields {
  password: string;
}

export const EMPTY_SMS_FIELDS: SmsFields = { mobile: '', captcha: '', sms: '', password: '' };

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

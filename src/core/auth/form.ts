import { atom, type ReadableAtom } from 'nanostores';
import { createForm, type Form, type FormOptions } from '../forms/index.js';
import type { AuthApi, SmsScene } from './api.js';
import { createCaptcha, type CaptchaImage } from './captcha.js';
import { createSmsButton, type SmsButton } from './sms-button.js';
import type { AuthFields } from './validate.js';

export interface AuthFormOptions<R> extends Omit<FormOptions<AuthFields, R>, 'initial' | 'toastProblems'> {
  api: Pick<AuthApi, 'getCaptchaImage' | 'sendSmsCode'>;
  scene: SmsScene;
}

/**
 * Core's form machine (values, the first problem, busy, late replies dropped) with what only the
 * mobile-number forms have: the image captcha and the SMS button. Problems, the SMS button's too,
 * are marked on their field and shown as error toasts (spec section 5's messages are toasts).
 */
export interface AuthForm extends Form<AuthFields> {
  /** The image captcha: its key goes with the SMS request, its image is shown beside the text. */
  $captcha: ReadableAtom<CaptchaImage>;
  sms: SmsButton;
  /** Empty fields, no countdown, a fresh image captcha. */
  reset(): Promise<void>;
  refreshCaptcha(): Promise<void>;
  /** Empties the captcha text and loads a new image: a used captcha is never valid again. */
  renewCaptcha(): Promise<void>;
  /** Stops the countdown and drops any reply (submit, captcha) still on its way. */
  dispose(): void;
}

const blank: AuthFields = { mobile: '', password: '', captcha: '', sms: '', agree: false };
const noCaptcha: CaptchaImage = { key: '', img: '' };

export function createAuthForm<R>(options: AuthFormOptions<R>): AuthForm {
  const form = createForm<AuthFields, R>({ ...options, initial: blank, toastProblems: true });
  const $captcha = atom(noCaptcha);
  const captcha = createCaptcha(options.api, (image) => $captcha.set(image));

  const renewCaptcha = () => {
    form.set('captcha', '');
    return captcha.refresh();
  };

  const sms = createSmsButton({
    api: options.api,
    scene: options.scene,
    read: () => ({ ...form.$state.get().values, captchaKey: $captcha.get().key }),
    report: form.mark,
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
    reset() {
      dispose();
      form.reset();
      $captcha.set(noCaptcha);
      return captcha.refresh();
    },
    refreshCaptcha: captcha.refresh,
    renewCaptcha,
    dispose,
  };
}

import { map, type ReadableAtom } from 'nanostores';
import { env } from '../env/index.js';
import type { AuthApi, SmsScene } from './api.js';
import { createCaptcha } from './captcha.js';
import { createSmsButton, type SmsButton } from './sms-button.js';
import type { AuthFields } from './validate.js';

export interface AuthFormState extends AuthFields {
  captchaKey: string;
  /** data: URL of the image captcha (shown at 110x39). */
  captchaImg: string;
  loading: boolean;
}

export interface AuthFormOptions<R> {
  api: Pick<AuthApi, 'getCaptchaImage' | 'sendSmsCode'>;
  scene: SmsScene;
  validate(form: AuthFormState): string | null;
  send(form: AuthFormState): Promise<R>;
  onSuccess(result: R, form: AuthFormState): void | Promise<void>;
  /** After a failed send; the API client has already shown the server's message. */
  onFailure?(): void;
}

export interface AuthForm {
  $state: ReadableAtom<AuthFormState>;
  sms: SmsButton;
  set<K extends keyof AuthFields>(field: K, value: AuthFields[K]): void;
  /** The message submit would show now, or null when the form may be sent. */
  check(): string | null;
  /** Empty fields, no countdown, a fresh image captcha. */
  reset(): Promise<void>;
  refreshCaptcha(): Promise<void>;
  /** Empties the captcha text and loads a new image: a used captcha is never valid again. */
  renewCaptcha(): Promise<void>;
  /** Resolves true on success; false when invalid, already sending, failed or abandoned. */
  submit(): Promise<boolean>;
  /** Stops the countdown and drops any reply still on its way. */
  dispose(): void;
}

const empty = (): AuthFormState => ({
  mobile: '',
  password: '',
  captcha: '',
  sms: '',
  agree: false,
  captchaKey: '',
  captchaImg: '',
  loading: false,
});

/** The machine behind every mobile-number form: fields, image captcha, SMS button, guarded submit. */
export function createAuthForm<R>(options: AuthFormOptions<R>): AuthForm {
  const $state = map<AuthFormState>(empty());
  // Replies that arrive after reset()/dispose() belong to a form the user has left.
  let generation = 0;
  const captcha = createCaptcha(options.api, ({ key, img }) =>
    $state.set({ ...$state.get(), captchaKey: key, captchaImg: img }),
  );
  const refreshCaptcha = captcha.refresh;

  const renewCaptcha = () => {
    $state.setKey('captcha', '');
    return refreshCaptcha();
  };

  const sms = createSmsButton({
    api: options.api,
    scene: options.scene,
    read: () => $state.get(),
    onFailure: () => void renewCaptcha(),
  });

  const check = () => options.validate($state.get());

  function dispose() {
    generation++;
    captcha.cancel();
    sms.cancel();
    $state.setKey('loading', false);
  }

  async function submit(): Promise<boolean> {
    const form = $state.get();
    if (form.loading) return false;
    const message = check();
    if (message) {
      env().toast(message, 'error');
      return false;
    }
    const mine = generation;
    $state.setKey('loading', true);
    try {
      const result = await options.send(form);
      if (mine !== generation) return false;
      await options.onSuccess(result, form);
      return true;
    } catch (err) {
      if (mine !== generation) return false;
      env().log('auth form failed', err);
      options.onFailure?.();
      return false;
    } finally {
      if (mine === generation) $state.setKey('loading', false);
    }
  }

  return {
    $state,
    sms,
    set: (field, value) => $state.setKey(field, value as never),
    check,
    reset() {
      dispose();
      $state.set(empty());
      return refreshCaptcha();
    },
    refreshCaptcha,
    renewCaptcha,
    submit,
    dispose,
  };
}

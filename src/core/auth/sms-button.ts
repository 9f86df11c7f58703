import { atom, type ReadableAtom } from 'nanostores';
import { env } from '../env/index.js';
import type { AuthApi, SmsScene } from './api.js';
import { MESSAGES } from './validate.js';

/** Client-side resend cooldown (spec section 9); the server has none of its own. */
export const SMS_COUNTDOWN_SECONDS = 120;
export const SMS_IDLE_LABEL = '获取验证码';

export interface SmsButtonState {
  status: 'idle' | 'sending' | 'countdown';
  /** Seconds left while counting down, else 0. */
  remaining: number;
  /** Button text; while sending the widget shows a spinner instead. */
  label: string;
}

export interface SmsButtonOptions {
  api: Pick<AuthApi, 'sendSmsCode'>;
  scene: SmsScene;
  /** The form's values at click time. */
  read(): { mobile: string; captcha: string; captchaKey: string };
  /** A failed send has consumed the image captcha: the form clears its text and loads a new one. */
  onFailure(): void;
}

export interface SmsButton {
  $state: ReadableAtom<SmsButtonState>;
  /** Resolves true when the code was sent and the countdown started. */
  send(): Promise<boolean>;
  /** The message send would show now (mobile or image captcha missing), or null. */
  check(): string | null;
  cancel(): void;
  dispose(): void;
}

const idle: SmsButtonState = { status: 'idle', remaining: 0, label: SMS_IDLE_LABEL };

export function createSmsButton(options: SmsButtonOptions): SmsButton {
  const $state = atom<SmsButtonState>(idle);
  let stopTimer: (() => void) | undefined;
  // Bumped by cancel() so a send that settles afterwards cannot restart the countdown.
  let generation = 0;

  const cancel = () => {
    generation++;
    stopTimer?.();
    stopTimer = undefined;
    $state.set(idle);
  };

  const show = (remaining: number) =>
    $state.set(remaining > 0 ? { status: 'countdown', remaining, label: `${remaining}s` } : idle);

  const check = () => {
    const { mobile, captcha } = options.read();
    return !mobile.trim() ? MESSAGES.mobile : !captcha.trim() ? MESSAGES.smsNeedsCaptcha : null;
  };

  async function send(): Promise<boolean> {
    if ($state.get().status !== 'idle') return false;
    const missing = check();
    if (missing) {
      env().toast(missing, 'error');
      return false;
    }
    const { mobile, captcha, captchaKey } = options.read();
    const mine = ++generation;
    $state.set({ status: 'sending', remaining: 0, label: SMS_IDLE_LABEL });
    try {
      await options.api.sendSmsCode({ mobile, image_key: captchaKey, image_captcha: captcha, scene: options.scene });
    } catch (err) {
      if (mine !== generation) return false;
      env().log('sms code not sent', err);
      cancel();
      options.onFailure();
      return false;
    }
    if (mine !== generation) return false;
    let remaining = SMS_COUNTDOWN_SECONDS;
    show(remaining);
    const { clock } = env();
    const handle = clock.setInterval(() => {
      show(--remaining);
      if (remaining <= 0) cancel();
    }, 1000);
    stopTimer = () => clock.clearInterval(handle);
    return true;
  }

  return { $state, send, check, cancel, dispose: cancel };
}

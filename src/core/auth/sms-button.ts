import { atom, type ReadableAtom } from 'nanostores';
import { env } from '../env/index.js';
import type { Problem } from '../forms/index.js';
import type { AuthApi } from './flow-api.js';
import type { SmsScene } from './types.js';
import { validateSmsRequest } from './validate.js';

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
  /** Shows what is missing before a send (a form marks the field too); by default an error toast. */
  report?(problem: SmsProblem): void;
  /** A failed send has consumed the image captcha: the form clears its text and loads a new one. */
  onFailure(): void;
}

/** 请输入手机号! about the mobile, or 请输入图形验证码 about the image captcha. */
export type SmsProblem = Problem<'mobile' | 'captcha'>;

export interface SmsButton {
  $state: ReadableAtom<SmsButtonState>;
  /** Resolves true when the code was sent and the countdown started. */
  send(): Promise<boolean>;
  /** The problem send would report now (mobile or image captcha missing), or null. */
  check(): SmsProblem | null;
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

  const check = () => validateSmsRequest(options.read());

  async function send(): Promise<boolean> {
    if ($state.get().status !== 'idle') return false;
    const missing = check();
    if (missing) {
      if (options.report) options.report(missing);
      else env().toast(missing.message, 'error');
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

import { useStore } from '@nanostores/react';
import type { SmsButton as SmsMachine } from '../../core/auth/sms-button.js';
import { CaptchaImage } from '../ui/captcha-image.js';
import { TextField } from '../ui/text-field.js';
import * as css from './login-dialog.css.js';
import type { AuthFormBinding } from './use-auth-form.js';

export function MobileField({ form }: { form: AuthFormBinding }) {
  return (
    <TextField
      {...form.text('mobile')}
      label="手机号"
      hideLabel
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      name="mobile"
      maxLength={20}
      placeholder="请输入手机号"
    />
  );
}

export function PasswordField({
  form,
  autoComplete,
  label = '密码',
  placeholder = '请输入密码',
}: {
  form: AuthFormBinding;
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      {...form.text('password')}
      label={label}
      hideLabel
      revealable
      autoComplete={autoComplete}
      name="password"
      placeholder={placeholder}
    />
  );
}

export function CaptchaField({ form }: { form: AuthFormBinding }) {
  return (
    <TextField
      {...form.text('captcha')}
      label="图形验证码"
      hideLabel
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      name="captcha"
      maxLength={10}
      placeholder="请输入图形验证码"
      addon={<CaptchaImage src={form.state.captchaImg} onRefresh={form.refreshCaptcha} />}
    />
  );
}

export function SmsField({ form, sms }: { form: AuthFormBinding; sms: SmsMachine }) {
  return (
    <TextField
      {...form.text('sms')}
      label="手机验证码"
      hideLabel
      inputMode="numeric"
      autoComplete="one-time-code"
      name="mobile_code"
      maxLength={10}
      placeholder="请输入手机验证码"
      addon={<SmsButton sms={sms} onSend={form.sendSms} />}
    />
  );
}

/** 获取验证码 → spinner while sending → 120s … 1s → 获取验证码. */
export function SmsButton({ sms, onSend }: { sms: SmsMachine; onSend(): void }) {
  const s = useStore(sms.$state);
  const busy = s.status !== 'idle';
  return (
    <button
      type="button"
      className={css.smsButton}
      data-status={s.status}
      aria-disabled={busy || undefined}
      aria-busy={s.status === 'sending' || undefined}
      onClick={() => {
        if (!busy) onSend();
      }}
    >
      {s.status === 'sending' ? (
        <>
          <span className={css.smsSpinner} aria-hidden="true" />
          <span className={css.srOnly}>发送中</span>
        </>
      ) : (
        s.label
      )}
    </button>
  );
}

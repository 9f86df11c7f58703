import { useStore } from '@nanostores/react';
import type { SmsButton as SmsButtonMachine } from '../../core/auth/sms-button.js';
import { Button } from '../ui/button.js';
import { CaptchaImage } from '../ui/captcha-image.js';
import * as spinCss from '../ui/spinner.css.js';
import { TextField, type TextFieldProps } from '../ui/text-field.js';
import * as css from './login-dialog.css.js';
import type { AuthFormBinding, TextFieldName } from './use-auth-form.js';

/** The password field's autocomplete hint, label and placeholder (they differ per form). */
export type PasswordKind = [autoComplete: string, label: string, placeholder: string];

type Static = Omit<TextFieldProps, 'value' | 'onValueChange'>;

// Every field's label is visually hidden: the placeholder says the same on screen.
const FIELDS: Record<Exclude<TextFieldName, 'password'>, Static> = {
  mobile: {
    label: '手机号',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    name: 'mobile',
    maxLength: 20,
    placeholder: '请输入手机号',
  },
  captcha: {
    label: '图形验证码',
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    name: 'captcha',
    maxLength: 10,
    placeholder: '请输入图形验证码',
  },
  sms: {
    label: '手机验证码',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    name: 'mobile_code',
    maxLength: 10,
    placeholder: '请输入手机验证码',
  },
};

/**
 * The form's fields in screen order: mobile, then captcha and SMS code when `sms`, then the
 * password when `password` says which kind.
 */
export function Fields({ form, sms, password }: { form: AuthFormBinding; sms?: boolean; password?: PasswordKind }) {
  return (
    <>
      <TextField {...form.field('mobile')} {...FIELDS.mobile} hideLabel />
      {sms ? (
        <>
          <TextField
            {...form.field('captcha')}
            {...FIELDS.captcha}
            hideLabel
            addon={<CaptchaImage src={form.captcha.img} onRefresh={form.form.refreshCaptcha} />}
          />
          <TextField {...form.field('sms')} {...FIELDS.sms} hideLabel addon={<SmsButton sms={form.form.sms} />} />
        </>
      ) : null}
      {password ? (
        <TextField
          {...form.field('password')}
          autoComplete={password[0]}
          label={password[1]}
          placeholder={password[2]}
          name="password"
          hideLabel
          revealable
        />
      ) : null}
    </>
  );
}

/** 获取验证码 → spinner while sending → 120s … 1s → 获取验证码. */
function SmsButton({ sms }: { sms: SmsButtonMachine }) {
  const s = useStore(sms.$state);
  const busy = s.status !== 'idle';
  return (
    <button
      type="button"
      className={css.smsButton}
      data-status={s.status}
      aria-disabled={busy || undefined}
      aria-busy={s.status === 'sending' || undefined}
      // A missing mobile or captcha is reported to the form, which marks and focuses that field.
      onClick={() => {
        if (!busy) void sms.send();
      }}
    >
      {s.status === 'sending' ? (
        <>
          <span className={spinCss.small} aria-hidden="true" />
          <span className={spinCss.srOnly}>发送中</span>
        </>
      ) : (
        s.label
      )}
    </button>
  );
}

/** The form's submit button: busy (and refusing clicks) while the request runs. */
export const Submit = ({ form, label }: { form: AuthFormBinding; label: string }) => (
  <Button type="submit" block loading={form.state.busy} className={css.submit}>
    {label}
  </Button>
);

import { useStore } from '@nanostores/react';
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
      <TextField {...form.text('mobile')} {...FIELDS.mobile} hideLabel />
      {sms ? (
        <>
          <TextField
            {...form.text('captcha')}
            {...FIELDS.captcha}
            hideLabel
            addon={<CaptchaImage src={form.state.captchaImg} onRefresh={form.refreshCaptcha} />}
          />
          <TextField {...form.text('sms')} {...FIELDS.sms} hideLabel addon={<SmsButton form={form} />} />
        </>
      ) : null}
      {password ? (
        <TextField
          {...form.text('password')}
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
function SmsButton({ form }: { form: AuthFormBinding }) {
  const s = useStore(form.sms.$state);
  const busy = s.status !== 'idle';
  return (
    <button
      type="button"
      className={css.smsButton}
      data-status={s.status}
      aria-disabled={busy || undefined}
      aria-busy={s.status === 'sending' || undefined}
      onClick={() => {
        if (!busy) form.sendSms();
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
  <Button type="submit" block loading={form.state.loading} className={css.submit}>
    {label}
  </Button>
);

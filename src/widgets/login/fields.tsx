import { Button } from '../ui/button.js';
import { CaptchaImage } from '../ui/captcha-image.js';
import { SmsButton } from '../ui/sms-button.js';
import { SMS_FIELDS } from '../ui/sms-fields.js';
import { TextField } from '../ui/text-field.js';
import * as css from './login-dialog.css.js';
import type { AuthFormBinding } from './use-auth-form.js';

/** The password field's autocomplete hint, label and placeholder (they differ per form). */
export type PasswordKind = [autoComplete: string, label: string, placeholder: string];

/**
 * The form's fields in screen order: mobile, then captcha and SMS code when `sms`, then the
 * password when `password` says which kind.
 */
export function Fields({ form, sms, password }: { form: AuthFormBinding; sms?: boolean; password?: PasswordKind }) {
  return (
    <>
      <TextField {...form.field('mobile')} {...SMS_FIELDS.mobile} hideLabel />
      {sms ? (
        <>
          <TextField
            {...form.field('captcha')}
            {...SMS_FIELDS.captcha}
            hideLabel
            addon={<CaptchaImage src={form.captcha.img} onRefresh={form.form.refreshCaptcha} />}
          />
          <TextField {...form.field('sms')} {...SMS_FIELDS.sms} hideLabel addon={<SmsButton sms={form.form.sms} />} />
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

/** The form's submit button: busy (and refusing clicks) while the request runs. */
export const Submit = ({ form, label }: { form: AuthFormBinding; label: string }) => (
  <Button type="submit" block loading={form.state.busy} className={css.submit}>
    {label}
  </Button>
);

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SmsFields, SmsForm } from '#core/auth/index.js';
import { useForm, type FormBinding } from '#widgets/data/use-form.js';
import { CaptchaImage } from '#widgets/ui/captcha-image.js';
import { SmsButton } from '#widgets/ui/sms-button.js';
import { SMS_FIELDS } from '#widgets/ui/sms-fields.js';
import { TextField } from '#widgets/ui/text-field.js';

export interface SmsFormView<R> {
  machine: SmsForm<SmsFields, R>;
  f: FormBinding<SmsFields>;
}

/** One SMS form for the life of the component: a first image captcha on mount, timers stopped on leave. */
export function useSmsForm<R>(create: () => SmsForm<SmsFields, R>): SmsFormView<R> {
  const [machine] = useState(create);
  useEffect(() => {
    void machine.refreshCaptcha();
    return () => machine.dispose();
  }, [machine]);
  return { machine, f: useForm(machine) };
}

/**
 * Mobile, image captcha (click for a new one) and SMS code with its countdown button, as in the
 * login dialog. `mobileReadOnly`: the code goes to the member's own number.
 */
export function SmsCodeFields<R>({
  view,
  mobileLabel = '手机号',
  mobileReadOnly,
}: {
  view: SmsFormView<R>;
  mobileLabel?: string;
  mobileReadOnly?: boolean;
}) {
  const { machine, f } = view;
  const captcha = useStore(machine.$captcha);
  return (
    <>
      <TextField {...f.field('mobile')} {...SMS_FIELDS.mobile} label={mobileLabel} readOnly={mobileReadOnly} />
      <TextField
        {...f.field('captcha')}
        {...SMS_FIELDS.captcha}
        addon={<CaptchaImage src={captcha.img} onRefresh={() => void machine.refreshCaptcha()} />}
      />
      <TextField {...f.field('sms')} {...SMS_FIELDS.sms} addon={<SmsButton sms={machine.sms} />} />
    </>
  );
}

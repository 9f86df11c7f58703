import type { TextFieldProps } from './text-field.js';

type Static = Omit<TextFieldProps, 'value' | 'onValueChange'>;

/**
 * The mobile, image captcha and SMS code inputs as every mobile-number form shows them (login
 * dialogs, the member centre): label, input mode, autocomplete hint, length, placeholder.
 */
export const SMS_FIELDS: Record<'mobile' | 'captcha' | 'sms', Static> = {
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

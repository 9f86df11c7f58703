import { required, rules } from '../forms/index.js';

/**
 * Form checks with the spec's messages (section 5), word for word. Each returns the first failing
 * `{ field, message }`, or null when the form may be sent. Rules run in the order the fields appear
 * on screen.
 */
export interface AuthFields {
  mobile: string;
  password: string;
  /** The image captcha text. */
  captcha: string;
  /** The SMS code. */
  sms: string;
  /** The agreement box on the register form. */
  agree: boolean;
}

export const MESSAGES = {
  mobile: '请输入手机号!',
  password: '请输入密码!',
  captcha: '请输入图形验证码!',
  sms: '请输入手机验证码!',
  newPassword: '请设置账号密码!',
  agree: '请同意《用户协议》和《隐私政策》',
  /** The SMS button's own message has no "!" (spec section 5, below the table). */
  smsNeedsCaptcha: '请输入图形验证码',
} as const;

type Fields<K extends keyof AuthFields> = Pick<AuthFields, K>;

const mobile = required<Fields<'mobile'>>('mobile', MESSAGES.mobile);
const captcha = required<AuthFields>('captcha', MESSAGES.captcha);
const sms = required<AuthFields>('sms', MESSAGES.sms);
const newPassword = required<AuthFields>('password', MESSAGES.newPassword);

export const validateLoginPassword = rules<AuthFields>(mobile, required('password', MESSAGES.password));
export const validateLoginSms = rules<AuthFields>(mobile, captcha, sms);
export const validateRegister = rules<AuthFields>(mobile, captcha, sms, newPassword, required('agree', MESSAGES.agree));
export const validateForgotPassword = rules<AuthFields>(mobile, captcha, sms, newPassword);
// Both bindings ask exactly what an SMS login asks.
export const validateBindMobile = validateLoginSms;
export const validateBindNewMobile = validateLoginSms;

/** What the SMS button needs before it asks for a code: a mobile, then the image captcha. */
export const validateSmsRequest = rules<Fields<'mobile' | 'captcha'>>(
  mobile,
  required('captcha', MESSAGES.smsNeedsCaptcha),
);

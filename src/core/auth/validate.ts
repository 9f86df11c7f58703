import { required, rule, rules, type Validator } from '../forms/index.js';

/**
 * Form checks with the spec's messages (section 5), word for word. Each returns the first failing
 * `{ field, message }`, or null when the form may be sent. Rules run in the order the fields appear
 * on screen.
 */
/** What every form that proves a mobile by SMS holds. */
export interface SmsCodeFields {
  mobile: string;
  /** The image captcha text. */
  captcha: string;
  /** The SMS code. */
  sms: string;
}

/** The login dialog's fields (each of its forms shows some of them). */
export interface AuthFields extends SmsCodeFields {
  password: string;
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

const mobile = required<Pick<SmsCodeFields, 'mobile'>>('mobile', MESSAGES.mobile);
const newPassword = required<Pick<AuthFields, 'password'>>('password', MESSAGES.newPassword);

/** Mobile, image captcha and SMS code: what every SMS form asks first (member centre forms too). */
export const validateSmsCode = rules<SmsCodeFields>(
  mobile,
  required('captcha', MESSAGES.captcha),
  required('sms', MESSAGES.sms),
);

export const validateLoginPassword = rules<AuthFields>(mobile, required('password', MESSAGES.password));
export const validateLoginSms: Validator<AuthFields> = validateSmsCode;
export const validateRegister = rules<AuthFields>(validateSmsCode, newPassword, required('agree', MESSAGES.agree));
export const validateForgotPassword = rules<AuthFields>(validateSmsCode, newPassword);
// Both bindings ask exactly what an SMS login asks.
export const validateBindMobile = validateLoginSms;
export const validateBindNewMobile = validateLoginSms;

/** What the SMS button needs before it asks for a code: a mobile, then the image captcha. */
export const validateSmsRequest = rules<Pick<SmsCodeFields, 'mobile' | 'captcha'>>(
  mobile,
  required('captcha', MESSAGES.smsNeedsCaptcha),
);

/**
 * A new password in the member centre: required, then the server's length rule (6 to 16
 * characters). Pure, with its messages inline, so a bundle with only the login dialog (the embed)
 * leaves it out: an argument read from an object would keep the whole call.
 */
export const validateNewPassword = /* @__PURE__ */ rules<Pick<AuthFields, 'password'>>(
  newPassword,
  /* @__PURE__ */ rule('password', '密码长度不能少于6个字符', (v) => v.length >= 6),
  /* @__PURE__ */ rule('password', '密码长度不能多于16个字符', (v) => v.length <= 16),
);

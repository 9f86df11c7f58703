/**
 * Form checks with the spec's messages (section 5), word for word. Each returns the first failing
 * message, or null when the form may be sent. Rules run in the order the fields appear on screen.
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

type Rule = [keyof AuthFields, string];

const blank = (v: string | boolean) => (typeof v === 'string' ? v.trim() === '' : !v);

const check =
  (...rules: Rule[]) =>
  (f: Partial<AuthFields>): string | null => {
    for (const [field, message] of rules) if (blank(f[field] ?? '')) return message;
    return null;
  };

const mobile: Rule = ['mobile', MESSAGES.mobile];
const captcha: Rule = ['captcha', MESSAGES.captcha];
const sms: Rule = ['sms', MESSAGES.sms];
const newPassword: Rule = ['password', MESSAGES.newPassword];

export const validateLoginPassword = check(mobile, ['password', MESSAGES.password]);
export const validateLoginSms = check(mobile, captcha, sms);
export const validateRegister = check(mobile, captcha, sms, newPassword, ['agree', MESSAGES.agree]);
export const validateForgotPassword = check(mobile, captcha, sms, newPassword);
// Both bindings ask exactly what an SMS login asks.
export const validateBindMobile = validateLoginSms;
export const validateBindNewMobile = validateLoginSms;

import { createSmsForm, type SmsForm, type SmsFormOptions } from './sms-form.js';
import type { AuthFields } from './validate.js';

/** One of the login dialog's forms: core's SMS form machine over the dialog's fields. */
export type AuthForm = SmsForm<AuthFields>;

export type AuthFormOptions<R> = Omit<SmsFormOptions<AuthFields, R>, 'initial' | 'toastProblems'>;

const blank: AuthFields = { mobile: '', password: '', captcha: '', sms: '', agree: false };

/**
 * Every dialog form starts empty, and its problems (the SMS button's too) are also shown as error
 * toasts: spec section 5's messages are toasts; the field is marked and focused besides.
 */
export const createAuthForm = <R>(options: AuthFormOptions<R>): AuthForm =>
  createSmsForm<AuthFields, R>({ ...options, initial: blank, toastProblems: true });

/** Sign-in, sign-up and account binding: what the auth dialogs and start-up call. */
import { mainApi, post, absoluteUrl } from '../client/index.js';
import type { ImageCaptcha, SmsScene, TokenResult, CodeLoginResult } from './types.js';
import type { User } from '../member/index.js';

/** Sign-in, sign-up and account binding: what the auth dialogs and start-up call. */
/** Loaded as a form opens or on a click: a user action, so a transport failure is told. */
export const getCaptchaImage = () => mainApi<ImageCaptcha>('/api/v2/captcha/image', { action: true });

export const sendSmsCode = (input: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }) =>
  post<[]>('/api/v2/captcha/sms', input);

export const loginWithPassword = (input: { mobile: string; password: string }) =>
  post<TokenResult>('/api/v2/login/password', input);

export const loginWithMobile = (input: { mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v2/login/mobile', input);

/** No token comes back: the caller logs in afterwards. */
export const registerWithSms = (input: { mobile: string; mobile_code: string; password: string; msv?: string }) =>
  post<[]>('/api/v2/register/sms', input);

/**
 * Best effort and quiet: the local session is cleared whatever the server answers. Sent once
 * logout has begun (core/app/logout), so an expired token's 401 is not acted on either.
 */
export const logoutRequest = () => mainApi<[]>('/api/v2/logout', { method: 'POST', action: false, quiet: true });

/** Exchanges the `login_code` a socialite callback put on the URL. */
export const loginWithCode = (input: { code: string; msv?: string }) =>
  post<CodeLoginResult>('/api/v3/auth/login/code', input);

export const resetPassword = (input: { mobile: string; mobile_code: string; password: string }) =>
  post<[]>('/api/v2/password/reset', input);

/** `action`: loaded as the last step of a login (a transport failure is told), not at start-up. */
export const getMemberDetail = (action?: boolean) => mainApi<User>('/api/v2/member/detail', { action });

export const registerWithSocialite = (input: { code: string; mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v3/auth/register/withSocialite', input);

/** Binds the socialite account behind a `login_code` (callback with action=bind) to the member. */
export const bindWithCode = (input: { code: string }) => post<[]>('/api/v3/member/socialite/bindWithCode', input);

/** Binds a mobile when the member has no real one (after a socialite sign-up). */
export const bindNewMobile = (input: { mobile: string; mobile_code: string }) =>
  post<[]>('/api/v2/member/detail/mobile', input);

export interface SocialiteUrlInput {
  /** `url` of the system config: the API server's own address. */
  configUrl: string;
  s_url: string;
  f_url: string;
  action?: 'login' | 'bind';
}

/** Browser redirect target of a socialite login or binding (`app`: qq, wechat...). */
export const socialiteUrl = (app: string, { configUrl, s_url, f_url, action = 'login' }: SocialiteUrlInput) =>
  absoluteUrl(configUrl, `/api/v3/auth/login/socialite/${app}`, { s_url, f_url, action });

export const qqLoginUrl = (input: Omit<SocialiteUrlInput, 'action'>) => socialiteUrl('qq', input);

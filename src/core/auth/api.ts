import { mainApi, post, absoluteUrl, get } from '../client/index.js';
import type { ImageCaptcha, SmsScene, TokenResult, CodeLoginResult, QrCode, WechatScanQueryResult } from './types.js';
import type { User } from '../member/index.js';
import { wechatScanFlow } from '../capabilities/detect.js';
import { config } from '../session/index.js';
import { env } from '../env/index.js';
import { STORAGE_KEYS } from '../storage/index.js';

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

/**
 * WeChat scan login and binding through whichever flow the server has (docs/capabilities.md,
 * `wechatScan`): until MeEdu 4.9.11 the v3 `wechat/scan` QR picture polled with `scan/query`
 * (binding: `member/wechatScanBind`); from 4.9.12 an address (`wechat-scan/url`) drawn as a QR
 * code, polled with `wechat-scan/query` until it yields a login code, which `login/code` turns
 * into a token (binding: `member/socialite/bindWithCode`). Both answer the login dialog's and
 * the binding dialog's machines in one shape.
 */
const newFlow = () => wechatScanFlow(config.get()) === 'url';

/** `{url, key, expire}`: the address of the server's scan page, valid 300 s. */
const scanUrl = async (action: 'login' | 'bind'): Promise<QrCode> => {
  const { url, key } = await post<{ url: string; key: string; expire: number }>('/api/v3/auth/login/wechat-scan/url', {
    action,
  });
  return { text: url, code: key };
};

/**
 * Polled every second: `{code: "0"}` until the scan, then the login code. Quiet: an expired key
 * (参数错误) ends the poll, and the dialog offers a new QR code.
 */
const scanQuery = async (key: string): Promise<string | null> => {
  const { code } = await get<{ code: string }>('/api/v3/auth/login/wechat-scan/query', { key }, true);
  return code && code !== '0' ? code : null;
};

export const getWechatScanCode = (): Promise<QrCode> =>
  newFlow() ? scanUrl('login') : get<QrCode>('/api/v3/auth/login/wechat/scan');

export async function queryWechatScan(code: string): Promise<WechatScanQueryResult> {
  if (!newFlow()) return get<WechatScanQueryResult>('/api/v3/auth/login/wechat/scan/query', { code });
  const loginCode = await scanQuery(code);
  if (!loginCode) return { success: -1 };
  // The referral value travels with the login, as with every sign-up.
  const result = await loginWithCode({ code: loginCode, msv: env().local.getItem(STORAGE_KEYS.msv) ?? '' });
  return result.success === 1 ? result : { success: 0, action: 'bind_mobile', code: result.code };
}

/** A new WeChat member gives a mobile number first. */
export const registerWithWechatScan = (input: { mobile: string; code: string; mobile_code: string; msv?: string }) =>
  newFlow() ? registerWithSocialite(input) : post<TokenResult>('/api/v3/auth/register/withWechatScan', input);

/** The QR a signed-in member scans to bind WeChat. */
export const getWechatScanBind = (): Promise<QrCode> =>
  newFlow() ? scanUrl('bind') : get<QrCode>('/api/v3/member/wechatScanBind');

/**
 * Whether the binding scan went through. Old flow: nothing to exchange (the server binds on the
 * scan). New flow: the scan yields a login code, bound here; resolves false until then.
 */
export async function completeWechatBind(key: string): Promise<boolean> {
  if (!newFlow()) return true;
  const loginCode = await scanQuery(key);
  if (!loginCode) return false;
  await bindWithCode({ code: loginCode });
  return true;
}

/**
 * WeChat scan login and binding through whichever flow the server has (docs/capabilities.md,
 * `wechatScan`): until MeEdu 4.9.11 the v3 `wechat/scan` QR picture polled with `scan/query`
 * (binding: `member/wechatScanBind`); from 4.9.12 an address (`wechat-scan/url`) drawn as a QR
 * code, polled with `wechat-scan/query` until it yields a login code, which `login/code` turns
 * into a token (binding: `member/socialite/bindWithCode`). Both answer the login dialog's and
 * the binding dialog's machines in one shape.
 */
import { wechatScanFlow } from '../capabilities/detect.js';
import { config } from '../session/index.js';
import { get, post } from '../client/index.js';
import type { QrCode, WechatScanQueryResult, TokenResult } from './types.js';
import { loginWithCode, registerWithSocialite, bindWithCode } from './api.js';
import { env } from '../env/index.js';
import { STORAGE_KEYS } from '../storage/index.js';

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

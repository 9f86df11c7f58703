import { env } from '../env/index.js';
import { STORAGE_KEYS } from '../storage/index.js';
import { loginUser, saveToken } from '../session/index.js';
import type { User } from '../member/index.js';
import type { SmsScene } from './types.js';

/**
 * The calls the auth flows make. The API client exports functions with these exact names, so the
 * module itself can be passed in; tests pass plain objects whose promises they settle by hand.
 */
export interface AuthApi {
  getCaptchaImage(): Promise<{ key: string; img: string }>;
  sendSmsCode(body: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }): Promise<unknown>;
  loginWithPassword(body: { mobile: string; password: string }): Promise<{ token: string }>;
  loginWithMobile(body: { mobile: string; mobile_code: string; msv: string }): Promise<{ token: string }>;
  registerWithSms(body: { mobile: string; mobile_code: string; password: string; msv: string }): Promise<unknown>;
  resetPassword(body: { mobile: string; mobile_code: string; password: string }): Promise<unknown>;
  /** `action` true: part of a login the user started (see the API client's RequestOptions). */
  getMemberDetail(action?: boolean): Promise<User>;
  /** A QR picture (`image`) or an address to draw as one (`text`), and the code to poll with. */
  getWechatScanCode(): Promise<{ image?: string; text?: string; code: string }>;
  queryWechatScan(code: string): Promise<{ success: -1 | 0 | 1; token?: string; code?: string; action?: string }>;
  registerWithWechatScan(body: {
    mobile: string;
    code: string;
    mobile_code: string;
    msv: string;
  }): Promise<{ token: string }>;
  registerWithSocialite(body: {
    code: string;
    mobile: string;
    mobile_code: string;
    msv: string;
  }): Promise<{ token: string }>;
  bindNewMobile(body: { mobile: string; mobile_code: string }): Promise<unknown>;
}

/** Stores the token and loads the member; the flows await it before closing the dialog. */
export type OnLoggedIn = (token: string) => void | Promise<void>;

export const defaultOnLoggedIn =
  (api: Pick<AuthApi, 'getMemberDetail'>): OnLoggedIn =>
  async (token) => {
    saveToken(token);
    loginUser(await api.getMemberDetail(true));
  };

/** The distribution (referral) value travels with sign-ups and SMS logins so the referrer is credited. */
export const readMsv = (): string => env().local.getItem(STORAGE_KEYS.msv) ?? '';

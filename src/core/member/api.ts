/** Member centre: account changes, face verification, points, sign-in, certificates, history, agreements. */
import {
  post,
  mainApi,
  get,
  type PageQuery,
  type SimplePage,
  type SizeQuery,
  absoluteUrl,
  apiBaseURL,
} from '../client/index.js';
import type {
  FaceVerifyStart,
  FaceVerifyStatus,
  Credit1Record,
  MemberCert,
  DaySignInState,
  DaySignInResult,
} from './types.js';
import { getToken } from '../session/index.js';

/** `mobile` must be the member's own. */
export const changePassword = (input: { mobile: string; mobile_code: string; password: string }) =>
  post<[]>('/api/v2/member/detail/password', input);

/** Allowed once per member. */
export const changeNickname = (nick_name: string) => post<[]>('/api/v2/member/detail/nickname', { nick_name });

/** Deletion runs after 7 days; any later login cancels it. */
export const destroyAccount = () => post<[]>('/api/v3/member/destroy');

export const unbindSocialite = (app: 'qq' | 'wechat') =>
  mainApi<[]>(`/api/v2/member/socialite/${app}`, { method: 'DELETE' });

/** Mobile change, step 1: proves the current mobile; the `sign` is valid for an hour. */
export const verifyMobile = (input: { mobile: string; mobile_code: string }) =>
  post<{ sign: string }>('/api/v2/member/verify', input);

/** Step 2: the new mobile, its SMS code and the `sign` from verifyMobile. */
export const changeMobile = (input: { mobile: string; mobile_code: string; sign: string }) =>
  mainApi<[]>('/api/v2/member/mobile', { method: 'PUT', body: input });

/** `s_url: 'PC'` makes the server return to its own PC success page. */
export const startFaceVerify = (s_url: string) => post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url });

/** `{status: 9}` verified, `{status: 5}` failed (the latter arrives in the envelope's code). */
export const queryFaceVerify = (input: { biz_token: string; rule_id: string }) =>
  get<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', input);

export const getCredit1Records = (query?: PageQuery) =>
  get<SimplePage<Credit1Record>>('/api/v2/member/credit1Records', query);

/**
 * Accepts the active user agreement and privacy policy (MeEdu 4.9.27+). The server ignores the
 * body and records every required agreement; MeEdu's PC client sends these two flags.
 */
export const agreeToAgreements = () =>
  post<[]>('/api/v2/member/agreement/agree', { user_agreement_agreed: true, privacy_policy_agreed: true });

// Cert; TuanGou and MiaoSha: member lists and the box of an item page (id 0 = by item)
export const getMyCerts = (q?: SizeQuery) => get<SimplePage<MemberCert>>('/addons/Cert/api/v1/member/cert', q);

/**
 * The member's certificate file: a browser navigation, so the token travels as `?token=`;
 * `inline` shows it in the browser (查看) instead of saving it (下载).
 */
export const certFileUrl = (certId: number, inline = false, token: string | null = getToken()) =>
  absoluteUrl(apiBaseURL(), `/addons/Cert/api/v1/member/cert/${certId}/download`, {
    token,
    inline: inline ? 1 : undefined,
  });

// DaySignIn: once a day (UTC+8)
export const getDaySignIn = () => get<DaySignInState>('/addons/DaySignIn/api/v1/user');

export const daySignIn = () => post<DaySignInResult>('/addons/DaySignIn/api/v1/signIn', {});

// templateOne: browsing history and likes
const T1 = '/addons/templateOne/api/v1';

/** Sent in the background as a page opens: not a user action. */
export const recordHistory = (input: { type: string; id: number; title: string }) =>
  mainApi<[]>(`${T1}/history/record`, { method: 'POST', body: input, action: false });

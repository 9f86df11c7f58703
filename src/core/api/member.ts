/** Member centre: account changes, face verification, notifications and the member's lists. */
import { get, mainApi, post } from './client.js';
import { phpObject } from './normalise.js';
import type {
  Credit1Record,
  FaceVerifyStart,
  FaceVerifyStatus,
  LaravelPage,
  MemberCourse,
  MemberOrder,
  Notification,
  PageQuery,
  QrCode,
  RawMemberCourse,
  SimplePage,
  SizeQuery,
} from './types.js';

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

export const markAllNotificationsRead = () => get<[]>('/api/v2/member/notificationMarkAllAsRead');

/** Notification ids are UUID strings. */
export const markNotificationRead = (id: string) =>
  get<[]>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`);

export const getMessages = (query?: PageQuery) => get<SimplePage<Notification>>('/api/v2/member/messages', query);

export const getMemberOrders = (query?: PageQuery) => get<LaravelPage<MemberOrder>>('/api/v2/member/orders', query);

export const getCredit1Records = (query?: PageQuery) =>
  get<SimplePage<Credit1Record>>('/api/v2/member/credit1Records', query);

export const normaliseMemberCourse = (raw: RawMemberCourse): MemberCourse => ({
  ...raw,
  watch_record: phpObject(raw.watch_record),
  last_view_video: phpObject(raw.last_view_video),
  course: phpObject(raw.course),
});

const memberCourses = async (path: string, query?: SizeQuery): Promise<SimplePage<MemberCourse>> => {
  const page = await get<SimplePage<RawMemberCourse>>(path, query);
  return { ...page, data: (page.data || []).map(normaliseMemberCourse) };
};

/** Bought courses with progress. */
export const getMemberCourses = (query?: SizeQuery) => memberCourses('/api/v3/member/courses', query);

/** Liked (collected) courses. */
export const getMemberLikedCourses = (query?: SizeQuery) => memberCourses('/api/v3/member/courses/like', query);

/**
 * Accepts the active user agreement and privacy policy (MeEdu 4.9.27+). The server ignores the
 * body and records every required agreement; MeEdu's PC client sends these two flags.
 */
export const agreeToAgreements = () =>
  post<[]>('/api/v2/member/agreement/agree', { user_agreement_agreed: true, privacy_policy_agreed: true });

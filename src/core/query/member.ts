/**
 * Keys, reads and writes of the member's own data. Marked pure so a bundle keeps only what it
 * uses.
 */
import {
  certFileUrl,
  confirmExchangeCode,
  daySignIn,
  exchangeCreditGood,
  getCreditAddress,
  getCreditGood,
  getCreditGoods,
  getCreditOrders,
  getDaySignIn,
  getExchangeRecords,
  getMyCerts,
  getShareBalanceRecords,
  getShareConfig,
  getShareGoods,
  getShareGoodsReward,
  getSharePosters,
  getShareUser,
  withdrawShareBalance,
} from '../api/addons.js';
import { getMemberDetail } from '../api/auth.js';
import {
  destroyAccount,
  getCredit1Records,
  getMemberCourses,
  getMemberLikedCourses,
  getMessages,
  markAllNotificationsRead,
  markNotificationRead,
  queryFaceVerify,
  startFaceVerify,
  unbindSocialite,
} from '../api/member.js';
import type { AddressInput, ShareWithdrawInput, SizeQuery } from '../api/types.js';
import { env } from '../env/index.js';
import { setCredit1, setFreshUnread, updateUser, user } from '../session/index.js';
import { defineMutation, defineQuery, invalidate, STALE } from './index.js';

/** The provider's answer for one verification (the address it returned to carries both ids). */
export const faceResult = /* @__PURE__ */ defineQuery(
  'member:face',
  (ids: { biz_token: string; rule_id: string }) => queryFaceVerify(ids),
  STALE.member,
);

/** Starts a verification; resolves the provider's address to leave for. */
export const startFaceCheck = /* @__PURE__ */ defineMutation(async (back: string) => (await startFaceVerify(back)).url);

/** Loads the member again after a change the detail shows (nickname, mobile, bindings, points, VIP). */
export async function reloadMember(): Promise<void> {
  updateUser(await getMemberDetail());
}

type Paged = { page: number; page_size: number };
type Sized = { page: number; size: number };

// Notifications ---------------------------------------------------------------------------------

export const MESSAGES_KEY = 'member:messages:';
export const memberMessages = /* @__PURE__ */ defineQuery(
  'member:messages',
  (q: Paged) => getMessages(q),
  STALE.member,
);

/** Reading changes the list and the header's dot at once (spec section 4, freshUnread). */
const afterRead = (tools: { invalidate(prefix: string): void }) => {
  tools.invalidate(MESSAGES_KEY);
  setFreshUnread(true);
};

export const readMessage = /* @__PURE__ */ defineMutation(async (id: string, tools) => {
  await markNotificationRead(id);
  afterRead(tools);
  return true;
});

export const readAllMessages = /* @__PURE__ */ defineMutation(async (_: void, tools) => {
  await markAllNotificationsRead();
  afterRead(tools);
  return true;
});

// Points ----------------------------------------------------------------------------------------

export const CREDIT1_KEY = 'member:credit1:';
export const credit1Records = /* @__PURE__ */ defineQuery(
  'member:credit1',
  (q: Paged) => getCredit1Records(q),
  STALE.member,
);

export const SIGN_IN_KEY = 'member:signin:';
export const daySignInState = /* @__PURE__ */ defineQuery('member:signin', () => getDaySignIn(), STALE.member);

/** Signs in for today: the points arrive in the balance at once (session setCredit1). */
export const signInToday = /* @__PURE__ */ defineMutation(async (_: void, tools) => {
  try {
    const result = await daySignIn();
    const u = user.get();
    if (u) setCredit1(Number(u.credit1) + Number(result.reward));
    env().toast(`签到成功，积分+${result.reward}`, 'success');
    tools.invalidate(CREDIT1_KEY);
    return result;
  } finally {
    // Signed in now, or refused because it already was: either way today's state is the server's.
    tools.invalidate(SIGN_IN_KEY);
  }
});

// Credit mall -----------------------------------------------------------------------------------

export const MALL_KEY = 'mall:';
export const creditGoods = /* @__PURE__ */ defineQuery('mall:goods', (q: Sized) => getCreditGoods(q));
export const creditGood = /* @__PURE__ */ defineQuery('mall:good', (id: number) => getCreditGood(id));
export const creditOrders = /* @__PURE__ */ defineQuery('mall:orders', (q: Sized) => getCreditOrders(q), STALE.member);
export const creditAddress = /* @__PURE__ */ defineQuery('mall:address', () => getCreditAddress(), STALE.member);

/** After an exchange: stock, orders, the saved address, the points history and the balance change. */
export async function afterExchange(): Promise<void> {
  invalidate([MALL_KEY, CREDIT1_KEY]);
  await reloadMember().catch((err) => env().log('member not reloaded', err));
}

export const exchangeGood = (id: number, address: AddressInput | null) => exchangeCreditGood(id, address ?? undefined);

// Exchange codes --------------------------------------------------------------------------------

export const CODE_KEY = 'code:';
export const exchangeRecords = /* @__PURE__ */ defineQuery(
  'code:records',
  (q: Paged) => getExchangeRecords(q),
  STALE.member,
);

export const redeemCode = /* @__PURE__ */ defineMutation(async (code: string, tools) => {
  const result = await confirmExchangeCode(code);
  tools.invalidate([CODE_KEY, CREDIT1_KEY]);
  await reloadMember().catch((err) => env().log('member not reloaded', err));
  return result;
});

// Certificates ----------------------------------------------------------------------------------

export const myCerts = /* @__PURE__ */ defineQuery('member:certs', (q: Sized) => getMyCerts(q), STALE.member);
export { certFileUrl };

// Share -----------------------------------------------------------------------------------------

export const SHARE_KEY = 'share:';
export const shareUser = /* @__PURE__ */ defineQuery('share:user', () => getShareUser(), STALE.member);
export const shareConfig = /* @__PURE__ */ defineQuery('share:config', () => getShareConfig(), STALE.static);
export const sharePosters = /* @__PURE__ */ defineQuery('share:posters', () => getSharePosters(), STALE.static);
export const shareGoods = /* @__PURE__ */ defineQuery('share:goods', (q: Sized) => getShareGoods(q));
export const shareBalanceRecords = /* @__PURE__ */ defineQuery(
  'share:balance',
  (q: Sized) => getShareBalanceRecords(q),
  STALE.member,
);

export const shareGoodsReward = /* @__PURE__ */ defineQuery(
  'share:reward',
  (q: { goods_id: number; goods_type: string }) => getShareGoodsReward(q),
);

export async function withdraw(input: ShareWithdrawInput): Promise<void> {
  await withdrawShareBalance(input);
  invalidate(SHARE_KEY);
}

// Account ---------------------------------------------------------------------------------------

export const unbind = /* @__PURE__ */ defineMutation(async (app: 'qq' | 'wechat') => {
  await unbindSocialite(app);
  await reloadMember();
  env().toast('解绑成功', 'success');
  return true;
});

export const deleteAccount = /* @__PURE__ */ defineMutation(async () => {
  await destroyAccount();
  return true;
});
/** The member's bought courses with progress (P2, `page` + `size`). */
export const memberCourses = /* @__PURE__ */ defineQuery(
  'member:courses',
  (query: SizeQuery) => getMemberCourses(query),
  STALE.member,
);

/** The member's favourite courses with progress (P2, `page` + `size`). */
export const memberLikedCourses = /* @__PURE__ */ defineQuery(
  'member:courses-like',
  (query: SizeQuery) => getMemberLikedCourses(query),
  STALE.member,
);

/** Keys, reads and writes of the member's own data. Marked pure so a bundle keeps only what it uses. */
import { addonListed } from '../features/index.js';
import { config, updateUser, setFreshUnread, user, setCredit1 } from '../session/index.js';
import {
  recordHistory,
  getDaySignIn,
  daySignIn,
  getMyCerts,
  certFileUrl,
  queryFaceVerify,
  startFaceVerify,
  getCredit1Records,
  unbindSocialite,
  destroyAccount,
} from './api.js';
import { getMessages, markNotificationRead, markAllNotificationsRead } from './messages-api.js';
import { env } from '../env/index.js';
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import { getMemberDetail } from '../auth/index.js';

const visited = new Set<string>();

/**
 * The browsing-history entry of an opened page (templateOne history/record, on servers listing
 * that addon), once per item and page load: a re-render or a revalidation is not another visit.
 * Failures are only logged.
 */
export function recordVisit(type: string, id: number, title: string): void {
  const key = `${type}:${id}`;
  // Only where the server lists the addon (templateOne's history).
  if (!title || visited.has(key) || !addonListed(config.get(), 'templateOne')) return;
  visited.add(key);
  recordHistory({ type, id, title }).catch((e) => env().log('history record failed', e));
}

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

// Certificates ----------------------------------------------------------------------------------

export const myCerts = /* @__PURE__ */ defineQuery('member:certs', (q: Sized) => getMyCerts(q), STALE.member);

export { certFileUrl };

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

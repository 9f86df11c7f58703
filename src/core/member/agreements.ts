import { atom, computed } from 'nanostores';
import type { User } from '../api/types.js';
import { env } from '../env/index.js';
import { updateUser, user } from '../session/index.js';

/**
 * Versioned agreements (MeEdu 4.9.27+, delta section 5.6): when member detail says the member has
 * not accepted the active user agreement or privacy policy, the site asks once per browser
 * session. Agreeing records it and reads the member again; declining logs out, as MeEdu's own PC
 * client does. A server with no active version of a type keeps reporting `false` (up to v4.9.30),
 * which is why the question is asked at most once per session, not until the answer changes.
 */

/** Which agreements the member still has to accept, or null when none (or the server has none). */
export interface PendingAgreements {
  user: boolean;
  privacy: boolean;
}

export function pendingAgreements(member: Pick<User, 'agreement_status'> | null): PendingAgreements | null {
  const status = member?.agreement_status;
  if (!status || typeof status !== 'object') return null;
  const pending = { user: status.user_agreement_agreed !== true, privacy: status.privacy_policy_agreed !== true };
  return pending.user || pending.privacy ? pending : null;
}

/** sessionStorage key: the member already asked in this browser session. */
export const AGREEMENTS_ASKED_KEY = 'meedu-agreements-asked';

const asked = /* @__PURE__ */ atom<string | null>(null);
const wasAsked = (id: number) =>
  asked.get() === String(id) || env().session.getItem(AGREEMENTS_ASKED_KEY) === String(id);

function markAsked(id: number): void {
  asked.set(String(id));
  env().session.setItem(AGREEMENTS_ASKED_KEY, String(id));
}

/** What to ask the signed-in member now, or null. */
export const agreementPrompt = /* @__PURE__ */ computed([user, asked], (member) =>
  member && !wasAsked(member.id) ? pendingAgreements(member) : null,
);

export interface AgreementsApi {
  agree(): Promise<unknown>;
  getMemberDetail(): Promise<User>;
  logout(): Promise<void> | void;
}

/**
 * 同意: records the acceptance and reads the member again. Resolves false when the server refused
 * (the API client has told why); the question then stays, to be answered again.
 */
export async function acceptAgreements(api: AgreementsApi): Promise<boolean> {
  const member = user.get();
  if (!member) return false;
  try {
    await api.agree();
  } catch (err) {
    env().log('agreement not recorded', err);
    return false;
  }
  markAsked(member.id);
  try {
    updateUser(await api.getMemberDetail());
  } catch (err) {
    env().log('member not reloaded after agreeing', err);
  }
  return true;
}

/** Closed without an answer: not asked again in this browser session. */
export function dismissAgreements(): void {
  const member = user.get();
  if (member) markAsked(member.id);
}

/** 不同意: the member cannot use the site signed in; logged out, not asked again this session. */
export async function declineAgreements(api: Pick<AgreementsApi, 'logout'>): Promise<void> {
  const member = user.get();
  if (member) markAsked(member.id);
  await api.logout();
}

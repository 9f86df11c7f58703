import { atom, computed } from 'nanostores';
import type { User } from './types.js';
import { env } from '../env/index.js';
import { user } from '../session/index.js';

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

export function markAsked(id: number): void {
  asked.set(String(id));
  env().session.setItem(AGREEMENTS_ASKED_KEY, String(id));
}

/** What to ask the signed-in member now, or null. */
export const agreementPrompt = /* @__PURE__ */ computed([user, asked], (member) =>
  member && !wasAsked(member.id) ? pendingAgreements(member) : null,
);

/**
 * The member's answers to the agreement question (agreements.ts): apart from the question itself,
 * so that only the dialog, loaded when there is something to ask, carries them.
 */
import type { User } from './types.js';
import { env } from '../env/index.js';
import { updateUser, user } from '../session/index.js';
import { markAsked } from './agreements.js';

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

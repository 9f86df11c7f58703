import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#core/member/index.js';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import {
  acceptAgreements,
  agreementPrompt,
  AGREEMENTS_ASKED_KEY,
  declineAgreements,
  dismissAgreements,
  pendingAgreements,
  type AgreementsApi,
} from '#core/member/index.js';
import { clearSession, loginUser, user } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';

/** Member detail as the real v4.9.30 sends it before the member agreed: both false. */
const unagreed = () => realData<User>('4.9.30', 'GET /api/v2/member/detail (member)');
const agreed = (): User => ({
  ...unagreed(),
  agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
});

let e: RecordingEnvironment;
let restore: () => void;
let calls: string[];
const api = (over: Partial<AgreementsApi> = {}): AgreementsApi => ({
  agree: async () => void calls.push('agree'),
  getMemberDetail: async () => {
    calls.push('detail');
    return agreed();
  },
  logout: () => void calls.push('logout'),
  ...over,
});

beforeEach(() => {
  e = recordingEnvironment();
  restore = configureEnvironment(e);
  calls = [];
});
afterEach(() => {
  clearSession();
  restore();
});

describe('what to ask', () => {
  it('the real 4.9.30 member detail asks for both; 4.9.5 has no agreements to ask for', () => {
    expect(pendingAgreements(unagreed())).toEqual({ user: true, privacy: true });
    expect(pendingAgreements(realData<User>('4.9.5', 'GET /api/v2/member/detail (member)'))).toBeNull();
    expect(pendingAgreements(agreed())).toBeNull();
    const onlyPrivacy = {
      ...unagreed(),
      agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: false },
    };
    expect(pendingAgreements(onlyPrivacy)).toEqual({ user: false, privacy: true });
  });

  it('asks a signed-in member only, once per browser session', () => {
    expect(agreementPrompt.get()).toBeNull();
    loginUser(unagreed());
    expect(agreementPrompt.get()).toEqual({ user: true, privacy: true });
    dismissAgreements();
    expect(agreementPrompt.get()).toBeNull();
    expect(e.session.getItem(AGREEMENTS_ASKED_KEY)).toBe('1');
    // Another member in the same tab is asked for themselves.
    loginUser({ ...unagreed(), id: 2 });
    expect(agreementPrompt.get()).toEqual({ user: true, privacy: true });
  });
});

describe('answers', () => {
  it('同意 records it, reads the member again, and does not ask again even if the server still says false', async () => {
    loginUser(unagreed());
    const stillFalse = api({ getMemberDetail: async () => (calls.push('detail'), unagreed()) });
    expect(await acceptAgreements(stillFalse)).toBe(true);
    expect(calls).toEqual(['agree', 'detail']);
    expect(agreementPrompt.get()).toBeNull();
  });

  it('同意 updates the member with what the server now says', async () => {
    loginUser({ ...unagreed(), id: 3 });
    expect(await acceptAgreements(api())).toBe(true);
    expect(user.get()?.agreement_status).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
  });

  it('a refused 同意 keeps the question', async () => {
    loginUser({ ...unagreed(), id: 4 });
    const refusing = api({ agree: () => Promise.reject(new Error('请重新登录')) });
    expect(await acceptAgreements(refusing)).toBe(false);
    expect(agreementPrompt.get()).toEqual({ user: true, privacy: true });
  });

  it('不同意 logs out', async () => {
    loginUser({ ...unagreed(), id: 5 });
    await declineAgreements(api());
    expect(calls).toEqual(['logout']);
    expect(e.session.getItem(AGREEMENTS_ASKED_KEY)).toBe('5');
  });
});

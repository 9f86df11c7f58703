import { vi } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import type { AuthApi, AuthForm } from '#core/auth/index.js';
import type { User } from '#core/member/index.js';
import { isLogin, user } from '#core/session/index.js';

export const member = { id: 7, nick_name: 'learner', is_bind_mobile: 1, is_face_verify: false } as unknown as User;

/** Every call recorded; each returns a promise the test can replace with one it settles itself. */
export function fakeApi() {
  let captchas = 0;
  return {
    getCaptchaImage: vi.fn(async () => {
      captchas++;
      return { key: `key-${captchas}`, img: `data:image/png;base64,${captchas}` };
    }),
    sendSmsCode: vi.fn(async (_body: Parameters<AuthApi['sendSmsCode']>[0]): Promise<unknown> => []),
    loginWithPassword: vi.fn(async (_body: Parameters<AuthApi['loginWithPassword']>[0]) => ({ token: 'tok-password' })),
    loginWithMobile: vi.fn(async (_body: Parameters<AuthApi['loginWithMobile']>[0]) => ({ token: 'tok-sms' })),
    registerWithSms: vi.fn(async (_body: Parameters<AuthApi['registerWithSms']>[0]): Promise<unknown> => []),
    resetPassword: vi.fn(async (_body: Parameters<AuthApi['resetPassword']>[0]): Promise<unknown> => []),
    getMemberDetail: vi.fn(async () => member),
    getWechatScanCode: vi.fn(async () => ({ image: 'data:image/png;base64, QR', code: 'scan_v2_abcdefghij' })),
    queryWechatScan: vi.fn(async (_code: string): Promise<Awaited<ReturnType<AuthApi['queryWechatScan']>>> => ({
      success: -1,
    })),
    registerWithWechatScan: vi.fn(async (_body: Parameters<AuthApi['registerWithWechatScan']>[0]) => ({
      token: 'tok-wechat',
    })),
    registerWithSocialite: vi.fn(async (_body: Parameters<AuthApi['registerWithSocialite']>[0]) => ({
      token: 'tok-qq',
    })),
    bindNewMobile: vi.fn(async (_body: Parameters<AuthApi['bindNewMobile']>[0]): Promise<unknown> => []),
  } satisfies AuthApi;
}

export type FakeApi = ReturnType<typeof fakeApi>;

export { deferred, tick as flush, type Deferred } from '../../support/async.js';

/** A recording environment installed for one test; call the returned restore in afterEach. */
export function useRecordingEnvironment(): { e: RecordingEnvironment; restore: () => void } {
  const e = recordingEnvironment();
  const undo = configureEnvironment(e);
  return {
    e,
    restore() {
      undo();
      user.set(null);
      isLogin.set(false);
    },
  };
}

export const rejection = () => Promise.reject(new Error('server said no'));

/** An auth form's fields, captcha and busy flag in one flat record, as the assertions read them. */
export function authState(form: AuthForm) {
  const { values, busy } = form.$state.get();
  const { key, img } = form.$captcha.get();
  return { ...values, captchaKey: key, captchaImg: img, loading: busy };
}

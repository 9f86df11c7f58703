import { describe, expect, it } from 'vitest';
import {
  api,
  apiData,
  loginWithSms,
  login,
  sendSmsCode,
  serverForFile,
  type TestServer,
  setDevConfig,
} from './helpers.js';

/** The registration reward config announces (`credit1_reward.register`), credited with its record as MeEdu does. */
let server: TestServer;
serverForFile((s) => (server = s));

const points = async (token: string) => {
  const me = await apiData<{ credit1: number }>(server, '/api/v2/member/detail', { token });
  const records = await apiData<{ data: Array<{ sum: number; remark: string }> }>(
    server,
    '/api/v2/member/credit1Records',
    {
      token,
      query: { page: 1, page_size: 10 },
    },
  );
  return { credit1: me.credit1, records: records.data.map((r) => [r.sum, r.remark]) };
};

describe('registration reward', () => {
  it('a member registered with SMS starts with the points config announces, and its record', async () => {
    const config = await apiData<{ credit1_reward: { register: number } }>(server, '/api/v2/other/config');
    expect(config.credit1_reward.register).toBe(100);
    const mobile = '13911220001';
    const code = await sendSmsCode(server, mobile, 'register');
    await apiData(server, '/api/v2/register/sms', {
      method: 'POST',
      body: { mobile, mobile_code: code, password: 'secret99' },
    });
    expect(await points(await login(server, mobile, 'secret99'))).toEqual({
      credit1: 100,
      records: [[100, '注册送100积分']],
    });
  });

  it('so does a member created by a first SMS login, once; nothing when the setting is 0', async () => {
    const token = await loginWithSms(server, '13911220002');
    expect((await points(token)).records).toEqual([[100, '注册送100积分']]);
    // Logging in again is no registration.
    expect((await points(await loginWithSms(server, '13911220002'))).credit1).toBe(100);

    const restore = (await apiData<Record<string, string>>(server, '/__dev/config'))['credit1_reward.register'];
    await setDevConfig(server, { 'credit1_reward.register': '0' });
    try {
      expect(await points(await loginWithSms(server, '13911220003'))).toEqual({ credit1: 0, records: [] });
    } finally {
      await setDevConfig(server, { 'credit1_reward.register': restore });
    }
  });
});

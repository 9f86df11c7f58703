import { describe, expect, it } from 'vitest';
import { api, serverForFile, type TestServer } from './helpers.js';

let server: TestServer;
serverForFile((s) => (server = s));

const grant = (body: unknown) => api(server, '/__dev/credit1', { method: 'POST', body });

describe('POST /__dev/credit1', () => {
  it('adds points with a record and answers the new balance', async () => {
    const first = await grant({ user_id: 5, sum: 1000 });
    const balance = (first.json as { data: { credit1: number } }).data.credit1;
    const second = await grant({ user_id: 5, sum: -10 });
    expect(second.json).toEqual({ code: 0, message: '', data: { credit1: balance - 10 } });
  });

  it.each([
    [{ sum: 1 }, 'user_id 必须是正整数'],
    [{ user_id: 'x', sum: 1 }, 'user_id 必须是正整数'],
    [{ user_id: 5, sum: '1.5' }, 'sum 必须是整数'],
    [{ user_id: 999999, sum: 1 }, '用户不存在'],
    [{ user_id: 5, sum: 10_000_000 }, 'sum 超出范围'],
  ])('refuses %j with a clear message, no 500', async (body, message) => {
    const res = await grant(body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 1, message });
  });
});

import { describe, expect, it } from 'vitest';
import { api, apiData, serverForFile, type TestServer } from './helpers.js';

let server: TestServer;
serverForFile((s) => (server = s));

const put = (body: unknown) => api(server, '/__dev/content', { method: 'PUT', body });

describe('PUT /__dev/content', () => {
  it('overwrites an address column and the client-facing API serves it as written', async () => {
    const navs = await apiData<Array<{ id: number }>>(server, '/api/v2/navs');
    const hostile = 'javascript:window.__x=1;//x';
    const res = await put({ table: 'navs', id: navs[0].id, set: { url: hostile } });
    expect(res.json).toEqual({ code: 0, message: '', data: { table: 'navs', id: navs[0].id } });
    const after = await apiData<Array<{ id: number; url: string }>>(server, '/api/v2/navs');
    expect(after.find((n) => n.id === navs[0].id)?.url).toBe(hostile);
  });

  it.each([
    [{ table: 'settings', id: 1, set: { value: 'x' } }, 'table 只能是 sliders、navs、links、users、view_blocks'],
    [{ table: 'navs', id: 1, set: { name: 'x' } }, 'navs 可改的字段只有 url'],
    [{ table: 'navs', id: 'x', set: { url: 'x' } }, 'id 必须是正整数'],
    [{ table: 'navs', id: 1, set: {} }, '请提供 set（要改的字段）'],
    [{ table: 'navs', id: 1, set: { url: 5 } }, 'url 必须是字符串'],
    [{ table: 'navs', id: 999999, set: { url: '/x' } }, '记录不存在'],
    [{ table: 'users', id: 1, set: { 'avatar = 1; --': 'x' } }, 'users 可改的字段只有 avatar'],
  ])('refuses %j with a clear message, no 500', async (body, message) => {
    const res = await put(body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 1, message });
  });
});

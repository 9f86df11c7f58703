/** The points mall's delivery address: every field required, trimmed, bounded and one line; a real mobile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredit1 } from '#server/modules/users/index.js';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const MALL = '/addons/Credit1Mall/api/v1';
const GOOD = {
  name: '李雷',
  mobile: '13900000000',
  province: '浙江省',
  city: '杭州市',
  area: '西湖区',
  street: '文三路 100 号',
};
const credit1 = (id: number) =>
  (s.ctx.db.prepare('SELECT credit1 FROM users WHERE id = ?').get(id) as { credit1: number }).credit1;

describe('points mall address', () => {
  it('refuses a mobile that is not a mainland number, on save (POST and PUT)', async () => {
    const t = await s.token(17);
    for (const mobile of [
      '-1',
      'abc',
      '１３９００００００００',
      "13900000000' OR 1=1",
      '1390000000',
      '+8613900000000',
    ]) {
      for (const method of ['POST', 'PUT']) {
        expect({
          mobile,
          method,
          message: failure(await s.post(`${MALL}/user/address`, { ...GOOD, mobile }, { token: t, method })),
        }).toEqual({
          mobile,
          method,
          message: '请输入正确的手机号',
        });
      }
    }
    expect(data(await s.get(`${MALL}/user/address`, { token: t }))).toEqual([]);
  });

  it('blank (after trimming) fields are missing; messages joined in field order', async () => {
    const t = await s.token(17);
    const blank = { name: '  ', mobile: ' ', province: '\u3000', city: '', area: ' ', street: '   ' };
    expect(failure(await s.post(`${MALL}/user/address`, blank, { token: t }))).toBe(
      '请输入收货人姓名,请输入收货人手机号,请选择省份,请选择城市,请选择区县,请输入详细地址',
    );
  });

  it('refuses control characters (newline, tab, NUL, DEL, C1) in every text field', async () => {
    const t = await s.token(17);
    const messages: Record<string, string> = {
      name: '收货人姓名不能包含换行等控制字符',
      province: '省份不能包含换行等控制字符',
      city: '城市不能包含换行等控制字符',
      area: '区县不能包含换行等控制字符',
      street: '详细地址不能包含换行等控制字符',
    };
    for (const [field, message] of Object.entries(messages)) {
      for (const bad of ['李\n雷', '李\t雷', '李\u0000雷', '李\u007f雷', '李\u0085雷', '李\r\n<script>']) {
        expect({
          field,
          bad,
          message: failure(await s.post(`${MALL}/user/address`, { ...GOOD, [field]: bad }, { token: t })),
        }).toEqual({
          field,
          bad,
          message,
        });
      }
    }
    const all = { name: 'a\nb', mobile: '-1', province: 'a\tb', city: 'a\u0000b', area: 'a\rb', street: 'a\u001bb' };
    expect(failure(await s.post(`${MALL}/user/address`, all, { token: t }))).toBe(
      '收货人姓名不能包含换行等控制字符,请输入正确的手机号,省份不能包含换行等控制字符,城市不能包含换行等控制字符,区县不能包含换行等控制字符,详细地址不能包含换行等控制字符',
    );
  });

  it('bounds every field, with a message naming it', async () => {
    const t = await s.token(17);
    const long = {
      name: '李'.repeat(21),
      mobile: GOOD.mobile,
      province: '省'.repeat(31),
      city: '市'.repeat(31),
      area: '区'.repeat(31),
      street: '路'.repeat(201),
    };
    expect(failure(await s.post(`${MALL}/user/address`, long, { token: t }))).toBe(
      '收货人姓名不能超过20个字,省份不能超过30个字,城市不能超过30个字,区县不能超过30个字,详细地址不能超过200个字',
    );
    const edge = { ...GOOD, name: '李'.repeat(20), street: '路'.repeat(200) };
    data(await s.post(`${MALL}/user/address`, edge, { token: t }));
  });

  it('stores the trimmed values', async () => {
    const t = await s.token(18);
    const padded = Object.fromEntries(Object.entries(GOOD).map(([k, v]) => [k, `  ${v}\u3000`]));
    data(await s.post(`${MALL}/user/address`, padded, { token: t }));
    expect(data(await s.get(`${MALL}/user/address`, { token: t }))[0]).toMatchObject(GOOD);
  });

  it('an exchange with a bad typed address is refused before any points or stock move', async () => {
    const t = await s.token(19);
    addCredit1(s.ctx, 19, 2000, '测试充值');
    const list = data(await s.get(`${MALL}/goods`, { query: { size: 20 } })).data.data;
    const bag = list.find((g: { title: string }) => g.title === 'MeEdu 定制帆布包');
    const stock = () =>
      (s.ctx.db.prepare('SELECT stock FROM credit1_goods WHERE id = ?').get(bag.id) as { stock: number }).stock;
    const before = stock();
    expect(failure(await s.post(`${MALL}/goods/${bag.id}/exchange`, { ...GOOD, mobile: '-1' }, { token: t }))).toBe(
      '请输入正确的手机号',
    );
    expect(failure(await s.post(`${MALL}/goods/${bag.id}/exchange`, { ...GOOD, street: '路\n号' }, { token: t }))).toBe(
      '详细地址不能包含换行等控制字符',
    );
    expect([credit1(19), stock()]).toEqual([2000, before]);
    data(await s.post(`${MALL}/goods/${bag.id}/exchange`, GOOD, { token: t }));
    expect(credit1(19)).toBeLessThan(2000);
  });
});

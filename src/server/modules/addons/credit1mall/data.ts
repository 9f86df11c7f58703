import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import { mobileRules, validate, type Input } from '#server/http/input.js';
import { coverUrl } from '../../media/index.js';
import { iso } from '../shared/time.js';

export interface MallGoodsRow {
  id: number;
  title: string;
  charge: number;
  is_v: number;
  v_type: string;
  v_id: number;
  stock: number;
  description: string;
  is_show: number;
  created_at: number;
}

export interface Address {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

export const mallThumb = (ctx: ServerContext, g: { id: number; title: string }) =>
  coverUrl(ctx, `mall-${g.id}`, g.title);

export function mustGoods(ctx: ServerContext, id: number): MallGoodsRow {
  const g = ctx.db.prepare('SELECT * FROM credit1_goods WHERE id = ? AND is_show = 1').get(id) as
    MallGoodsRow | undefined;
  if (!g) throw new ServiceError('商品不存在');
  return g;
}

export const goodsItem = (ctx: ServerContext, g: MallGoodsRow) => ({
  id: g.id,
  title: g.title,
  thumb: mallThumb(ctx, g),
  charge: g.charge,
  is_v: g.is_v,
  v_type: g.v_type,
  v_id: g.v_id,
  stock: g.stock,
  created_at: iso(g.created_at),
});

/**
 * A delivery address: all six fields required (blank after trimming counts as missing), each
 * bounded, each a single line of text; the mobile in the mainland format like every other mobile.
 */
export function readAddress(input: Input): Address {
  const line = (label: string) => ({ singleLine: `${label}不能包含换行等控制字符` });
  return validate(input, {
    name: [{ required: '请输入收货人姓名' }, { max: 20, message: '收货人姓名不能超过20个字' }, line('收货人姓名')],
    mobile: mobileRules('请输入收货人手机号'),
    province: [{ required: '请选择省份' }, { max: 30, message: '省份不能超过30个字' }, line('省份')],
    city: [{ required: '请选择城市' }, { max: 30, message: '城市不能超过30个字' }, line('城市')],
    area: [{ required: '请选择区县' }, { max: 30, message: '区县不能超过30个字' }, line('区县')],
    street: [{ required: '请输入详细地址' }, { max: 200, message: '详细地址不能超过200个字' }, line('详细地址')],
  });
}

export function savedAddress(ctx: ServerContext, userId: number): (Address & { id: number }) | undefined {
  return ctx.db
    .prepare('SELECT id, name, mobile, province, city, area, street FROM credit1_addresses WHERE user_id = ?')
    .get(userId) as (Address & { id: number }) | undefined;
}

export function saveAddress(ctx: ServerContext, userId: number, a: Address): number {
  const now = ctx.options.now();
  ctx.db
    .prepare(
      `INSERT INTO credit1_addresses (user_id, name, mobile, province, city, area, street, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, mobile = excluded.mobile, province = excluded.province,
         city = excluded.city, area = excluded.area, street = excluded.street, updated_at = excluded.updated_at`,
    )
    .run(userId, a.name, a.mobile, a.province, a.city, a.area, a.street, now, now);
  return savedAddress(ctx, userId)!.id;
}

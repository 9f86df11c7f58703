import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, type Input } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { deliverGoods, goodsInfo, goodsType } from '../goods/index.js';
import { addCredit1, getUser } from '../shared/deps.js';
import { anyPaging, needId, optionalInt } from '../shared/http.js';
import { iso } from '../shared/time.js';
import {
  goodsItem,
  mallThumb,
  mustGoods,
  readAddress,
  saveAddress,
  savedAddress,
  type Address,
  type MallGoodsRow,
} from './data.js';
import { memberPage } from '#server/db/member-page.js';

const BASE = '/addons/Credit1Mall/api/v1';

/**
 * Where a physical item goes: the address typed in the request, or — when the request only
 * names `address_id` — the member's saved address.
 */
function deliveryAddress(ctx: ServerContext, userId: number, input: Input): Address {
  const typed = ['name', 'mobile', 'province', 'city', 'area', 'street'].some(
    (k) => typeof input[k] === 'string' && input[k] !== '',
  );
  const saved = savedAddress(ctx, userId);
  if (!typed && optionalInt(input, 'address_id') && saved && saved.id === optionalInt(input, 'address_id'))
    return saved;
  if (!typed) throw new ServiceError('请填写收货地址');
  return readAddress(input);
}

export function credit1MallRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${BASE}/goods`, async (c) => {
    const page = anyPaging(await readInput(c), 10);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM credit1_goods WHERE is_show = 1').get() as { n: number }).n;
    const rows = db
      .prepare('SELECT * FROM credit1_goods WHERE is_show = 1 ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(page.size, page.offset) as MallGoodsRow[];
    return ok(c, {
      data: simplePage(
        rows.map((g) => goodsItem(ctx, g)),
        total,
      ),
    });
  });

  app.get(`${BASE}/goods/:id`, (c) => {
    const g = mustGoods(ctx, needId(c));
    return ok(c, { data: { ...goodsItem(ctx, g), desc: g.description } });
  });

  // Stock and points are checked and taken together, once the request has arrived in full.
  app.post(
    `${BASE}/goods/:id/exchange`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const g = mustGoods(ctx, needId(c));
      const userId = currentUserId(c);
      const address = g.is_v === 1 ? null : deliveryAddress(ctx, userId, input);
      const virtual = g.is_v === 1 ? goodsInfo(ctx, goodsType(g.v_type) ?? 'vod', g.v_id) : null;
      if (g.is_v === 1 && !virtual) throw new ServiceError('商品已下架');
      if (g.stock <= 0) throw new ServiceError('商品已兑完');
      const balance = getUser(ctx, userId)?.credit1 ?? 0;
      if (balance < g.charge) throw new ServiceError('积分不足');
      addCredit1(ctx, userId, -g.charge, `积分商城兑换：${g.title}`);
      db.prepare('UPDATE credit1_goods SET stock = stock - 1 WHERE id = ?').run(g.id);
      const now = ctx.options.now();
      const a = address ?? { name: '', mobile: '', province: '', city: '', area: '', street: '' };
      const info = db
        .prepare(
          `INSERT INTO credit1_orders (user_id, goods_id, goods_title, goods_is_v, goods_v_type, goods_v_id, total_charge,
             name, mobile, province, city, area, street, is_send, express_number, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`,
        )
        .run(
          userId,
          g.id,
          g.title,
          g.is_v,
          g.v_type,
          g.v_id,
          g.charge,
          a.name,
          a.mobile,
          a.province,
          a.city,
          a.area,
          a.street,
          virtual ? 1 : 0,
          now,
          now,
        );
      // Virtual goods are delivered on the spot; physical ones wait for shipping.
      if (virtual) deliverGoods(ctx, userId, virtual, 0, `积分商城兑换：${g.title}`);
      if (address && !savedAddress(ctx, userId)) saveAddress(ctx, userId, address);
      return ok(c, { id: Number(info.lastInsertRowid) });
    }),
  );

  app.get(`${BASE}/user/orders`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const { rows, total } = memberPage<
      Address & {
        id: number;
        goods_id: number;
        goods_title: string;
        goods_is_v: number;
        goods_v_type: string;
        goods_v_id: number;
        total_charge: number;
        is_send: number;
        express_number: string;
        created_at: number;
      }
    >(db, userId, page, 'credit1_orders', 'SELECT * FROM credit1_orders WHERE user_id = ? ORDER BY id DESC');
    return ok(
      c,
      simplePage(
        rows.map((o) => ({
          id: o.id,
          goods_id: o.goods_id,
          goods_title: o.goods_title,
          goods_thumb: mallThumb(ctx, { id: o.goods_id, title: o.goods_title }),
          goods_is_v: o.goods_is_v,
          goods_v_type: o.goods_v_type,
          goods_v_id: o.goods_v_id,
          total_charge: o.total_charge,
          is_send: o.is_send,
          express_number: o.express_number,
          address: o.goods_is_v
            ? []
            : { name: o.name, mobile: o.mobile, province: o.province, city: o.city, area: o.area, street: o.street },
          created_at: iso(o.created_at),
        })),
        total,
      ),
    );
  });

  app.get(`${BASE}/user/address`, requireAuth(ctx), (c) => {
    const a = savedAddress(ctx, currentUserId(c));
    return ok(c, a ? [a] : []);
  });

  const update = async (c: Context<AppEnv>) => {
    const address = readAddress(await readInput(c));
    return ok(c, { id: saveAddress(ctx, currentUserId(c), address) });
  };
  app.post(`${BASE}/user/address`, requireAuth(ctx), update);
  app.put(`${BASE}/user/address`, requireAuth(ctx), update);
}

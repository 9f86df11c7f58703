import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate, type Input } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { deliverGoods, goodsInfo, goodsType, goodsTypeText, type GoodsInfo } from '../goods/index.js';
import { anyPaging } from '../shared/http.js';
import { raw } from '../shared/time.js';

const BASE = '/addons/CodeExchanger/api/v2';

interface CodeRow {
  id: number;
  activity_id: number;
  code: string;
  expired_at: number | null;
  used_user_id: number | null;
  used_at: number | null;
}

interface ActivityRow {
  id: number;
  name: string;
  relate_data: string;
}

/** Codes are matched without regard to case or surrounding spaces. */
function readCode(input: Input): string {
  const { code } = validate(input, { code: [{ required: '请输入兑换码' }, { max: 64, message: '兑换码不存在' }] });
  return code.toUpperCase();
}

/** A code that may still be redeemed, with its activity; otherwise the reason in Chinese. */
function usableCode(ctx: ServerContext, code: string): { row: CodeRow; activity: ActivityRow } {
  const row = ctx.db.prepare('SELECT * FROM code_exchanger_codes WHERE code = ?').get(code) as CodeRow | undefined;
  if (!row) throw new ServiceError('兑换码不存在');
  if (row.used_user_id) throw new ServiceError('兑换码已被使用');
  if (row.expired_at !== null && row.expired_at <= ctx.options.now()) throw new ServiceError('兑换码已过期');
  const activity = ctx.db.prepare('SELECT * FROM code_exchanger_activities WHERE id = ?').get(row.activity_id) as
    ActivityRow | undefined;
  if (!activity) throw new ServiceError('兑换码不存在');
  return { row, activity };
}

function relatedGoods(ctx: ServerContext, activity: ActivityRow): GoodsInfo[] {
  let list: unknown;
  try {
    list = JSON.parse(activity.relate_data);
  } catch {
    list = [];
  }
  const out: GoodsInfo[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const type = goodsType(String((item as { type?: unknown }).type ?? ''));
    const id = Number((item as { id?: unknown }).id);
    const info = type && Number.isInteger(id) ? goodsInfo(ctx, type, id) : null;
    if (info) out.push(info);
  }
  return out;
}

const goodsView = (g: GoodsInfo) => ({
  type: g.type,
  type_text: goodsTypeText(g.type),
  id: g.id,
  title: g.title,
  thumb: g.thumb,
  charge: g.charge,
});

function describe(ctx: ServerContext, row: CodeRow, activity: ActivityRow) {
  return {
    code: { code: row.code, expired_at: raw(row.expired_at), is_used: row.used_user_id ? 1 : 0 },
    activity: {
      id: activity.id,
      name: activity.name,
      relate_data: activity.relate_data,
      relate: relatedGoods(ctx, activity).map(goodsView),
    },
  };
}

export function codeExchangerRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.post(`${BASE}/query`, requireAuth(ctx), async (c) => {
    const { row, activity } = usableCode(ctx, readCode(await readInput(c)));
    return ok(c, describe(ctx, row, activity));
  });

  app.post(
    `${BASE}/confirm`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const code = readCode(input);
      const userId = currentUserId(c);
      const { row, activity } = usableCode(ctx, code);
      const now = ctx.options.now();
      db.prepare('UPDATE code_exchanger_codes SET used_user_id = ?, used_at = ? WHERE id = ?').run(userId, now, row.id);
      const goods = relatedGoods(ctx, activity);
      for (const g of goods) deliverGoods(ctx, userId, g, 0, `兑换码兑换：${activity.name}`);
      return ok(c, describe(ctx, { ...row, used_user_id: userId, used_at: now }, activity));
    }),
  );

  app.get(`${BASE}/user/records`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = (
      db.prepare('SELECT COUNT(*) AS n FROM code_exchanger_codes WHERE used_user_id = ?').get(userId) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT c.id, c.code, c.used_at, a.id AS activity_id, a.name, a.relate_data FROM code_exchanger_codes c
         JOIN code_exchanger_activities a ON a.id = c.activity_id WHERE c.used_user_id = ? ORDER BY c.used_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.size, page.offset) as {
      id: number;
      code: string;
      used_at: number;
      activity_id: number;
      name: string;
      relate_data: string;
    }[];
    return ok(
      c,
      simplePage(
        rows.map((r) => ({
          id: r.id,
          code: r.code,
          used_at: raw(r.used_at),
          activity: { id: r.activity_id, name: r.name, relate_data: r.relate_data },
        })),
        total,
      ),
    );
  });
}

import type { ServerContext } from '#server/context.js';
import { PATH_GOODS } from '../learnpaths/purchase.js';
import { BOOK_GOODS } from '../books/purchase.js';
import { addCredit1, COURSE_GOODS, courseRowsByIds, getRole, ROLE_GOODS, type SellableKind } from '../shared/deps.js';
import { TOPIC_GOODS } from '../topics/purchase.js';
import { LIVE_GOODS } from '../zhibo/purchase.js';
import { coverUrl } from '../../media/index.js';

interface AddonGoods {
  text: string;
  /** Content a member keeps (rather than VIP time or points, which add up). */
  content: boolean;
  find(ctx: ServerContext, id: number): { name: string; thumb: string; charge: number } | undefined;
  owned: SellableKind['owned'];
  deliver(ctx: ServerContext, userId: number, id: number, charge: number, remark: string): void;
}

/** What the owner's goods kind knows of an item, found the addons' way when `find` is given. */
const ofKind = (text: string, kind: SellableKind, find = kind.find): AddonGoods => ({
  text,
  content: true,
  find,
  owned: kind.owned,
  deliver: (ctx, userId, id, charge) => kind.deliver(ctx, userId, id, charge),
});

/**
 * Anything an addon can hand to a member — by exchange code, credit mall, group buy or flash
 * sale: vod courses, live courses, books, topics, learning paths, VIP roles and credit1 points.
 * Addons show hidden courses and roles too; credit1's id is the amount.
 */
const ADDON_GOODS = {
  vod: ofKind('录播课程', COURSE_GOODS, (ctx, id) => {
    const [c] = courseRowsByIds(ctx, [id]);
    return c && { name: c.title, thumb: c.thumb, charge: c.charge };
  }),
  live: ofKind('直播课程', LIVE_GOODS),
  book: ofKind('电子书', BOOK_GOODS),
  topic: ofKind('图文', TOPIC_GOODS),
  learnPath: ofKind('学习路径', PATH_GOODS),
  vip: {
    ...ofKind('VIP会员', ROLE_GOODS, (ctx, id) => {
      const r = getRole(ctx, id);
      return r && { name: r.name, thumb: coverUrl(ctx, `vip-${r.id}`, r.name), charge: r.charge };
    }),
    content: false,
  },
  credit1: {
    text: '积分',
    content: false,
    find: (ctx, id) =>
      id > 0 ? { name: `${id}积分`, thumb: coverUrl(ctx, `credit1-${id}`, `${id}积分`), charge: 0 } : undefined,
    owned: () => false,
    deliver: (ctx, userId, id, _charge, remark) => addCredit1(ctx, userId, id, remark),
  },
} satisfies Record<string, AddonGoods>;

export type GoodsType = keyof typeof ADDON_GOODS;

const isGoodsType = (raw: string): raw is GoodsType => Object.hasOwn(ADDON_GOODS, raw);

export const goodsTypeText = (type: GoodsType): string => ADDON_GOODS[type].text;

/** `course` is what group-buy and flash-sale clients call a vod course. */
export function goodsType(raw: string): GoodsType | null {
  if (raw === 'course') return 'vod';
  return isGoodsType(raw) ? raw : null;
}

/** A type of content a member keeps (what can be liked and listed again), or null. */
export const contentGoodsType = (raw: string): GoodsType | null =>
  isGoodsType(raw) && ADDON_GOODS[raw].content ? raw : null;

export interface GoodsInfo {
  type: GoodsType;
  id: number;
  title: string;
  thumb: string;
  charge: number;
}

/** What an item is called, shows and costs; null when it no longer exists. For credit1 the id is the amount. */
export function goodsInfo(ctx: ServerContext, type: GoodsType, id: number): GoodsInfo | null {
  const item = ADDON_GOODS[type].find(ctx, id);
  return item ? { type, id, title: item.name, thumb: item.thumb, charge: item.charge } : null;
}

/** Hands an item to a member; `remark` explains credit1 records. */
export function deliverGoods(
  ctx: ServerContext,
  userId: number,
  goods: GoodsInfo,
  charge: number,
  remark: string,
): void {
  ADDON_GOODS[goods.type].deliver(ctx, userId, goods.id, charge, remark);
}

/**
 * The member already has the item for good (bought or granted), so a sale would deliver nothing.
 * VIP roles extend and points add up: they are never "owned".
 */
export function goodsOwned(ctx: ServerContext, userId: number, goods: Pick<GoodsInfo, 'type' | 'id'>): boolean {
  return ADDON_GOODS[goods.type].owned(ctx, userId, goods.id);
}

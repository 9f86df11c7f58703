import type { ServerContext } from '../../../context.js';
import { bookThumb, findBook, grantBook, userBoughtBook } from '../books/data.js';
import { findPath, grantPath, pathThumb, userBoughtPath } from '../learnpaths/data.js';
import { addCredit1, courseRowsByIds, getRole, grantCourse, grantRole, userBoughtCourse } from '../shared/deps.js';
import { findTopic, grantTopic, topicThumb, userBoughtTopic } from '../topics/data.js';
import { findCourse, grantLive, liveThumb, userBoughtLive } from '../zhibo/data.js';
import { coverUrl } from '../../media/index.js';

/**
 * Anything an addon can hand to a member — by exchange code, credit mall, group buy or flash
 * sale: vod courses, live courses, books, topics, learning paths, VIP roles and credit1 points.
 */
export type GoodsType = 'vod' | 'live' | 'book' | 'topic' | 'learnPath' | 'vip' | 'credit1';

export const GOODS_TYPE_TEXT: Record<GoodsType, string> = {
  vod: '录播课程',
  live: '直播课程',
  book: '电子书',
  topic: '图文',
  learnPath: '学习路径',
  vip: 'VIP会员',
  credit1: '积分',
};

/** `course` is what group-buy and flash-sale clients call a vod course. */
export function goodsType(raw: string): GoodsType | null {
  if (raw === 'course') return 'vod';
  return raw in GOODS_TYPE_TEXT ? (raw as GoodsType) : null;
}

export interface GoodsInfo {
  type: GoodsType;
  id: number;
  title: string;
  thumb: string;
  charge: number;
}

/** What an item is called, shows and costs; null when it no longer exists. For credit1 the id is the amount. */
export function goodsInfo(ctx: ServerContext, type: GoodsType, id: number): GoodsInfo | null {
  const info = (title: string, thumb: string, charge: number): GoodsInfo => ({ type, id, title, thumb, charge });
  switch (type) {
    case 'vod': {
      const [c] = courseRowsByIds(ctx, [id]);
      return c ? info(c.title, c.thumb, c.charge) : null;
    }
    case 'live': {
      const c = findCourse(ctx, id);
      return c ? info(c.title, liveThumb(ctx, c), c.charge) : null;
    }
    case 'book': {
      const b = findBook(ctx, id);
      return b ? info(b.name, bookThumb(ctx, b), b.charge) : null;
    }
    case 'topic': {
      const t = findTopic(ctx, id);
      return t ? info(t.title, topicThumb(ctx, t), t.charge) : null;
    }
    case 'learnPath': {
      const p = findPath(ctx, id);
      return p ? info(p.name, pathThumb(ctx, p), p.charge) : null;
    }
    case 'vip': {
      const r = getRole(ctx, id);
      return r ? info(r.name, coverUrl(ctx, `vip-${r.id}`, r.name), r.charge) : null;
    }
    case 'credit1':
      return id > 0 ? info(`${id}积分`, coverUrl(ctx, `credit1-${id}`, `${id}积分`), 0) : null;
  }
}

/** Hands an item to a member; `remark` explains credit1 records. */
export function deliverGoods(
  ctx: ServerContext,
  userId: number,
  goods: GoodsInfo,
  charge: number,
  remark: string,
): void {
  switch (goods.type) {
    case 'vod':
      return grantCourse(ctx, userId, goods.id, charge);
    case 'live':
      return grantLive(ctx, userId, goods.id, charge);
    case 'book':
      return grantBook(ctx, userId, goods.id, charge);
    case 'topic':
      return grantTopic(ctx, userId, goods.id, charge);
    case 'learnPath':
      return grantPath(ctx, userId, goods.id, charge);
    case 'vip':
      return grantRole(ctx, userId, goods.id);
    case 'credit1':
      return addCredit1(ctx, userId, goods.id, remark);
  }
}

/**
 * The member already has the item for good (bought or granted), so a sale would deliver nothing.
 * VIP roles extend and points add up: they are never "owned".
 */
export function goodsOwned(ctx: ServerContext, userId: number, goods: Pick<GoodsInfo, 'type' | 'id'>): boolean {
  switch (goods.type) {
    case 'vod':
      return userBoughtCourse(ctx, userId, goods.id);
    case 'live':
      return userBoughtLive(ctx, userId, goods.id);
    case 'book':
      return userBoughtBook(ctx, userId, goods.id);
    case 'topic':
      return userBoughtTopic(ctx, userId, goods.id);
    case 'learnPath':
      return userBoughtPath(ctx, userId, goods.id);
    case 'vip':
    case 'credit1':
      return false;
  }
}

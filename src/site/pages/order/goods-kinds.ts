/**
 * What the order page sells, kind by kind: the server read that names the thing (its detail, the
 * VIP roles, the flash sale or the group buy) and how its answer becomes the page's OrderItem.
 * The route's prefetch and the page's reader take the same read from here.
 */
import { isOn } from '#core/features/index.js';
import type { BookDetail } from '#core/book/index.js';
import type { CourseDetail } from '#core/course/index.js';
import type { FlashSaleDetail, GroupBuyDetail } from '#core/order/index.js';
import type { LearnPathDetail } from '#core/learn-path/index.js';
import type { LiveCourseDetail } from '#core/live/index.js';
import type { Role } from '#core/vip/index.js';
import type { TopicDetail } from '#core/topic/index.js';
import type { MockPaperDetail, PaperDetail, PracticeDetail } from '#core/exam/index.js';
import {
  mockPaperOwned,
  paperOwned,
  practiceOwned,
  mockPaperDetail,
  paperDetail,
  practiceDetail,
} from '#core/exam/index.js';
import { chargeOf } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { bookDetail } from '#core/book/index.js';
import { courseDetail } from '#core/course/index.js';
import { vipRoles } from '#core/vip/index.js';
import type { FetcherStore } from '#core/client/index.js';
import { learnPathDetail } from '#core/learn-path/index.js';
import { liveCourse } from '#core/live/index.js';
import { flashSale, groupBuy, type OrderGoods } from '#core/order/index.js';
import { topicDetail } from '#core/topic/index.js';

/** What was bought, to link back to at the end: a resource kind of core paths (course, live, …) or `vip`. */
export interface BoughtItem {
  back: string;
  back_id: number;
}

/** The page of what was bought; null when the address names nothing the site has a page for. */
export const boughtItemPath = ({ back, back_id }: BoughtItem): string | null =>
  back === 'vip' || back_id > 0 ? paths.resourcePath(back, back_id) : null;

/** One thing on the order page, read from the server rather than from the address. */
export interface OrderItem {
  goods: OrderGoods;
  title: string;
  thumb: string;
  /** 课程, 直播课, 电子书, 图文, 学习路径, 试卷, 模拟试卷, 练习, VIP会员, 秒杀, 开团 / 参团. */
  label: string;
  charge: number;
  /** The item's own price when the sale's is lower. */
  original?: number;
  bought: BoughtItem;
  /** Why it cannot be ordered now (already owned, free, no flash-sale place…), with where to go instead. */
  problem?: { message: string; href: string | null; action: string };
}

interface GoodsKind<T> {
  /** The read naming the thing of this id. */
  read(id: number): FetcherStore<T>;
  /** The thing on the order page; null when the answer does not name it (a role that is gone). */
  item(raw: T, id: number, gid: number): OrderItem | null;
}

/** How a thing with its own page (a course, a book, a paper…) is shown and when it needs no buying. */
interface OwnItem {
  kind: Exclude<OrderGoods['kind'], 'ms' | 'tg'>;
  /** The resource kind of its page (core paths' resourcePath). */
  page: string;
  label: string;
  /** What its owner does next: 去学习, 去阅读, 去考试, 去练习. */
  action: string;
}

function ownItem(
  { kind, page, label, action }: OwnItem,
  d: { id: number; title: string; thumb?: string; charge: unknown; owned: boolean },
): OrderItem {
  const bought = { back: page, back_id: d.id };
  const href = boughtItemPath(bought);
  const charge = chargeOf(d.charge);
  return {
    goods: { kind, id: d.id },
    title: d.title,
    thumb: d.thumb ?? '',
    label,
    charge,
    bought,
    problem: d.owned
      ? { message: `你已拥有该${label}，无需重复购买`, href, action }
      : !charge
        ? { message: `该${label}免费，无需购买`, href, action }
        : undefined,
  };
}

const kind = <T>(k: GoodsKind<T>) => k as GoodsKind<unknown>;

export const GOODS_KINDS: Record<OrderGoods['kind'], GoodsKind<unknown>> = {
  course: kind({
    read: courseDetail,
    item: ({ course, isBuy }: CourseDetail) =>
      ownItem({ kind: 'course', page: 'course', label: '课程', action: '去学习' }, { ...course, owned: isBuy }),
  }),
  live: kind({
    read: liveCourse,
    item: ({ course, is_buy }: LiveCourseDetail) =>
      ownItem({ kind: 'live', page: 'live', label: '直播课', action: '去学习' }, { ...course, owned: isOn(is_buy) }),
  }),
  book: kind({
    read: bookDetail,
    item: ({ book, is_buy }: BookDetail) =>
      ownItem(
        { kind: 'book', page: 'book', label: '电子书', action: '去阅读' },
        { ...book, title: book.name, owned: isOn(is_buy) },
      ),
  }),
  topic: kind({
    read: topicDetail,
    item: ({ topic, is_buy }: TopicDetail) =>
      ownItem({ kind: 'topic', page: 'topic', label: '图文', action: '去阅读' }, { ...topic, owned: isOn(is_buy) }),
  }),
  path: kind({
    read: learnPathDetail,
    item: ({ data, is_buy }: LearnPathDetail) => ({
      ...ownItem(
        { kind: 'path', page: 'learnPath', label: '学习路径', action: '去学习' },
        { ...data, title: data.name, owned: isOn(is_buy) },
      ),
      original: chargeOf(data.original_charge),
    }),
  }),
  paper: kind({
    read: paperDetail,
    item: (d: PaperDetail) =>
      ownItem({ kind: 'paper', page: 'paper', label: '试卷', action: '去考试' }, { ...d.paper, owned: paperOwned(d) }),
  }),
  mockpaper: kind({
    read: mockPaperDetail,
    item: (d: MockPaperDetail) =>
      ownItem(
        { kind: 'mockpaper', page: 'mock_paper', label: '模拟试卷', action: '去考试' },
        { ...d.paper, owned: mockPaperOwned(d) },
      ),
  }),
  practice: kind({
    read: practiceDetail,
    item: (d: PracticeDetail) =>
      ownItem(
        { kind: 'practice', page: 'practice', label: '练习', action: '去练习' },
        { ...d.practice, title: d.practice.name, owned: practiceOwned(d) },
      ),
  }),
  role: kind({
    read: () => vipRoles(),
    item(roles: Role[], id) {
      const role = roles.find((r) => r.id === id);
      if (!role) return null;
      return {
        goods: { kind: 'role', id },
        title: role.name,
        thumb: '',
        label: 'VIP会员',
        charge: chargeOf(role.charge),
        bought: { back: 'vip', back_id: 0 },
      };
    },
  }),
  ms: kind({
    read: flashSale,
    item({ data: sale, order }: FlashSaleDetail) {
      if (!sale) return null;
      const bought = { back: sale.goods_type, back_id: sale.goods_id };
      // The order pays a place taken with 立即秒杀 on the item's page; without one there is nothing to pay for.
      const place = order && order.status === 0 ? order.id : 0;
      return {
        goods: { kind: 'ms', id: place },
        title: sale.goods_title,
        thumb: sale.goods_thumb,
        label: '秒杀',
        charge: chargeOf(sale.charge),
        original: chargeOf(sale.original_charge),
        bought,
        problem: place
          ? undefined
          : {
              message: '你还没有抢到秒杀名额，请先在商品页点击立即秒杀',
              href: boughtItemPath(bought),
              action: '去秒杀',
            },
      };
    },
  }),
  tg: kind({
    read: groupBuy,
    item({ goods }: GroupBuyDetail, id, gid) {
      if (!goods) return null;
      return {
        goods: { kind: 'tg', id, gid },
        title: goods.goods_title,
        thumb: goods.goods_thumb,
        label: gid ? '参团' : '开团',
        charge: chargeOf(goods.charge),
        original: chargeOf(goods.original_charge),
        bought: { back: goods.goods_type, back_id: goods.other_id },
      };
    },
  }),
};

import type { CourseDetail, FlashSaleDetail, GroupBuyDetail, LiveCourseDetail, Role } from '../../../core/api/types.js';
import { chargeOf } from '../../../core/format/price.js';
import * as paths from '../../../core/paths/index.js';
import { courseDetail, vipRoles } from '../../../core/query/content.js';
import { liveCourse } from '../../../core/query/live.js';
import { flashSale, groupBuy, type OrderGoods } from '../../../core/query/orders.js';
import { useQuery, type QueryState } from '../../../widgets/data/use-query.js';
import type { orderSchema } from '../../url-schemas.js';
import type { Values } from '../../../core/url-state/index.js';

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
  /** 课程, 直播课, VIP会员, 秒杀, 开团 / 参团. */
  label: string;
  charge: number;
  /** The item's own price when the sale's is lower. */
  original?: number;
  bought: BoughtItem;
  /** Why it cannot be ordered now (already bought, no flash-sale place…), with where to go instead. */
  problem?: { message: string; href: string | null; action: string };
}

type Params = Values<typeof orderSchema>;

/**
 * Reads what the order page sells: the course, the live course, the VIP role, the flash sale (and the member's
 * place in it) or the group buy. Each kind has its query; the others stay idle.
 */
export function useOrderItem({ goods_type: type, goods_id: id, gid }: Params): QueryState<OrderItem | null> {
  const course = useQuery(courseDetail(type === 'course' && id ? id : null));
  const live = useQuery(liveCourse(type === 'live' && id ? id : null));
  const roles = useQuery(vipRoles(type === 'role' && id > 0));
  const ms = useQuery(flashSale(type === 'ms' && id ? id : null));
  const tg = useQuery(groupBuy(type === 'tg' && id ? id : null));
  const source = { course, live, role: roles, ms, tg }[type];
  if (!id) return { ...source, status: 'success', data: null };
  const data = source.data === undefined ? undefined : itemOf(type, id, gid, source.data);
  return { ...source, data } as QueryState<OrderItem | null>;
}

function itemOf(type: Params['goods_type'], id: number, gid: number, raw: unknown): OrderItem | null {
  if (type === 'course') {
    const d = raw as CourseDetail;
    const { course } = d;
    const bought = { back: 'course', back_id: course.id };
    const problem = d.isBuy
      ? { message: '你已拥有该课程，无需重复购买', href: paths.courseDetail(course.id), action: '去学习' }
      : !chargeOf(course.charge)
        ? { message: '该课程免费，无需购买', href: paths.courseDetail(course.id), action: '去学习' }
        : undefined;
    return {
      goods: { kind: 'course', id: course.id },
      title: course.title,
      thumb: course.thumb,
      label: '课程',
      charge: chargeOf(course.charge),
      bought,
      problem,
    };
  }
  if (type === 'live') {
    const { course, is_buy } = raw as LiveCourseDetail;
    const page = paths.liveDetail(course.id);
    const problem = is_buy
      ? { message: '你已订阅该直播课程，无需重复购买', href: page, action: '去学习' }
      : !chargeOf(course.charge)
        ? { message: '该直播课程免费，无需购买', href: page, action: '去学习' }
        : undefined;
    return {
      goods: { kind: 'live', id: course.id },
      title: course.title,
      thumb: course.thumb,
      label: '直播课',
      charge: chargeOf(course.charge),
      bought: { back: 'live', back_id: course.id },
      problem,
    };
  }
  if (type === 'role') {
    const role = (raw as Role[]).find((r) => r.id === id);
    if (!role) return null;
    return {
      goods: { kind: 'role', id },
      title: role.name,
      thumb: '',
      label: 'VIP会员',
      charge: chargeOf(role.charge),
      bought: { back: 'vip', back_id: 0 },
    };
  }
  if (type === 'ms') {
    const { data: sale, order } = raw as FlashSaleDetail;
    if (!sale) return null;
    const bought = { back: sale.goods_type, back_id: sale.goods_id };
    const itemPage = boughtItemPath(bought);
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
        : { message: '你还没有抢到秒杀名额，请先在商品页点击立即秒杀', href: itemPage, action: '去秒杀' },
    };
  }
  const { goods } = raw as GroupBuyDetail;
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
}

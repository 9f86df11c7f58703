import { orderDue } from '#core/order/index.js';
import type { MemberOrder } from '#core/order/index.js';
import * as css from './orders.css.js';

/**
 * What an order in 我的订单 costs the member: 实付 (paid) or 应付 (to pay) after a promo code,
 * with one the price it was taken off and the discount, and what was refunded (4.9.27+).
 */
export function OrderAmount({
  order,
}: {
  order: Pick<MemberOrder, 'charge' | 'discount' | 'status_text' | 'refund_amount'>;
}) {
  const { due, discount } = orderDue(order);
  const refunded = Math.max(0, Number(order.refund_amount) || 0);
  return (
    <>
      <span className={css.price}>
        {order.status_text === '已支付' ? '实付' : '应付'} ￥{due}
      </span>
      {discount ? (
        <span className={css.discount}>
          原价 ￥{order.charge}，优惠 ￥{discount}
        </span>
      ) : null}
      {refunded ? <span className={css.discount}>已退款 ￥{refunded}</span> : null}
    </>
  );
}

import { ORDER_PAID } from '#core/payment/index.js';
import * as paths from '#core/paths/index.js';
import { orderStatus } from '#core/order/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { EmptyState, PageState, Skeleton } from '#widgets/ui/page-state.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { isOrderNo, orderPaySchema } from '../address.js';
import { boughtItemPath } from '../goods.js';
import { NextLinks } from '../next-links.js';
import * as css from '../order.css.js';

function CheckIcon() {
  return (
    <svg className={css.doneIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /order/success: confirms with the server that the order is paid (one status read), then links
 * back to what was bought. An order that is not paid yet is sent back to its payment page.
 */
export default function OrderSuccessPage() {
  const { values } = useUrlState(orderPaySchema);
  const { order_id, back, back_id } = values;
  const valid = isOrderNo(order_id);
  const status = useQuery(orderStatus(valid ? order_id : null));
  const paid = status.data === ORDER_PAID;
  useTitle(status.data === undefined || paid ? '' : '订单未支付');
  const itemPath = boughtItemPath({ back, back_id });

  return (
    <div className={css.page}>
      {!valid ? (
        <>
          <h1 className={css.title}>支付结果</h1>
          <div className={css.panel}>
            <EmptyState>订单不存在</EmptyState>
            <NextLinks />
          </div>
        </>
      ) : (
        <PageState
          state={status}
          skeleton={<Skeleton lines={3} label="正在确认支付结果" />}
          errorTitle="支付结果查询失败"
          errorLevel={1}
        >
          {(s) =>
            s === ORDER_PAID ? (
              <div className={css.panel}>
                <div className={css.done}>
                  <CheckIcon />
                  <h1 className={css.doneTitle}>支付成功</h1>
                  <p>订单 {order_id} 已支付，感谢购买。</p>
                </div>
                {/* What was bought: learning it, or the VIP plans. */}
                <NextLinks href={itemPath} label={back === 'vip' ? '查看会员权益' : '去学习'} />
              </div>
            ) : (
              <div className={css.panel}>
                <div className={css.done}>
                  <h1 className={css.doneTitle}>订单尚未支付</h1>
                  <p>订单 {order_id} 还没有收到支付结果。</p>
                </div>
                <NextLinks href={paths.orderPay({ order_id, back, back_id })} label="继续支付" />
              </div>
            )
          }
        </PageState>
      )}
    </div>
  );
}

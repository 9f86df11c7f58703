import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { env } from '../../../core/env/index.js';
import { createPaymentPoll, leaveForGateway } from '../../../core/payment/index.js';
import * as paths from '../../../core/paths/index.js';
import { handPayText, paymentMethods, wechatPayCode } from '../../../core/query/orders.js';
import { useQuery } from '../../../widgets/data/use-query.js';
import { RichContent } from '../../../widgets/rich-content/rich-content.js';
import { Button } from '../../../widgets/ui/button.js';
import { EmptyState, PageState, Skeleton } from '../../../widgets/ui/page-state.js';
import { QrCode } from '../../../widgets/ui/qr-code.js';
import { SafeImage } from '../../../widgets/ui/safe-image.js';
import { useUrlState } from '../../shell/url-state.js';
import { isOrderNo, orderPaySchema } from '../../url-schemas.js';
import { boughtItemPath, type BoughtItem } from './goods.js';
import { NextLinks } from './next-links.js';
import * as css from './order.css.js';

/**
 * The payment machine of this page: asks every 2 s while the page is open and visible, stops
 * when it is left or hidden, asks again at once when the member comes back to it.
 */
function usePaymentPoll(orderId: string, successPath: string) {
  const [poll] = useState(() => createPaymentPoll({ orderId, successPath }));
  const state = useStore(poll.$state);
  useEffect(() => {
    const onVisibility = () => (document.hidden ? poll.stop() : poll.start());
    if (!document.hidden) poll.start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      poll.stop();
    };
  }, [poll]);
  return { state, checkNow: poll.checkNow };
}

function WechatPay({ orderId }: { orderId: string }) {
  const code = useQuery(wechatPayCode(orderId));
  return (
    <PageState
      state={code}
      skeleton={
        <div className={css.qrPlaceholder} role="status" aria-label="支付二维码加载中" data-page-state="loading" />
      }
      errorTitle="支付二维码加载失败"
    >
      {({ code_url }) => (
        <div className={css.payBox}>
          <div className={css.qr}>
            <QrCode text={code_url} label="微信支付二维码" />
          </div>
          <p className={css.note}>请使用微信扫一扫，扫描二维码完成支付</p>
        </div>
      )}
    </PageState>
  );
}

function HandPay({ orderId }: { orderId: string }) {
  const text = useQuery(handPayText(orderId));
  return (
    <PageState state={text} skeleton={<Skeleton lines={4} label="收款说明加载中" />} errorTitle="收款说明加载失败">
      {({ text: html }) => (
        <div className={css.payBox}>
          <RichContent html={html} className={css.handText} />
          <p className={css.note}>转账时请备注订单号，到账后订单将由管理员确认。</p>
        </div>
      )}
    </PageState>
  );
}

/** A payment method not chosen yet (coming from 我的订单): the member picks one here. */
function ChooseMethod({ onChoose }: { onChoose(sign: string): void }) {
  const methods = useQuery(paymentMethods());
  return (
    <PageState
      state={methods}
      skeleton={<Skeleton lines={2} label="支付方式加载中" />}
      errorTitle="支付方式加载失败"
      empty="暂无可用的支付方式"
      isEmpty={(list) => !list.length}
    >
      {(list) => (
        <div className={css.methodList} role="group" aria-label="选择支付方式">
          {list.map((m) => (
            <button key={m.sign} type="button" className={css.method} onClick={() => onChoose(m.sign)}>
              <SafeImage className={css.methodIcon} src={m.icon} alt="" width={28} height={28} />
              {m.name}
            </button>
          ))}
        </div>
      )}
    </PageState>
  );
}

function PayView({
  orderId,
  payment,
  amount,
  bought,
}: {
  orderId: string;
  payment: string;
  amount: number;
  bought: BoughtItem;
}) {
  const url = useUrlState(orderPaySchema);
  const successPath = paths.orderSuccess({ order_id: orderId, ...bought });
  const { state, checkNow } = usePaymentPoll(orderId, successPath);
  const [checking, setChecking] = useState(false);
  const itemPath = boughtItemPath(bought);
  const returnPath = paths.orderPay({ order_id: orderId, payment, amount, ...bought });

  if (state.status === 'cancelled') {
    return (
      <div className={css.panel}>
        <div className={css.done} role="alert">
          <h2 className={css.doneTitle}>已取消</h2>
          <p>订单 {orderId} 已取消，无法继续支付。</p>
        </div>
        <NextLinks href={itemPath} label="重新购买" />
      </div>
    );
  }

  const finished = async () => {
    setChecking(true);
    try {
      await checkNow();
    } finally {
      setChecking(false);
    }
  };
  // Leaves the payment without changing the order: it stays payable from 我的订单.
  const cancel = () => env().navigate(itemPath ?? paths.memberOrders());

  return (
    <div className={css.panel}>
      <p className={css.orderMeta}>
        <span>订单号：{orderId}</span>
        {amount ? (
          <span>
            需支付：<span className={css.price}>￥{amount}</span>
          </span>
        ) : null}
      </p>
      {payment === 'wechat' ? (
        <WechatPay orderId={orderId} />
      ) : payment === 'handPay' ? (
        <HandPay orderId={orderId} />
      ) : payment ? (
        <div className={css.payBox}>
          <p className={css.note}>请在打开的支付页面完成支付；如页面未打开，请点击下方按钮。</p>
          <Button onClick={() => leaveForGateway({ orderId, payment, successPath, returnPath })}>前往支付</Button>
        </div>
      ) : (
        <ChooseMethod onChoose={(sign) => url.set({ payment: sign }, { replace: true })} />
      )}
      <p className={css.waiting} role="status">
        {state.status === 'failed' ? '无法查询订单状态，请到我的订单查看' : '正在等待支付结果…'}
      </p>
      <div className={css.doneActions}>
        <Button onClick={() => void finished()} loading={checking}>
          已完成支付
        </Button>
        <Button variant="secondary" onClick={cancel}>
          取消支付
        </Button>
      </div>
    </div>
  );
}

/**
 * /order/pay: pays one order (its number in the address, so a reload keeps it) by the chosen
 * method — a WeChat QR code, hand-pay instructions, or the way back to a redirect gateway — while
 * polling its status: paid goes on to /order/success, cancelled is said here.
 */
export default function OrderPayPage() {
  const { values } = useUrlState(orderPaySchema);
  const { order_id, payment, amount, back, back_id } = values;
  return (
    <div className={css.page}>
      <h1 className={css.title}>支付订单</h1>
      {isOrderNo(order_id) ? (
        <PayView key={order_id} orderId={order_id} payment={payment} amount={amount} bought={{ back, back_id }} />
      ) : (
        <div className={css.panel}>
          <EmptyState>订单不存在</EmptyState>
          <NextLinks />
        </div>
      )}
    </div>
  );
}

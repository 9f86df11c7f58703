import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { PaymentMethod } from '#core/order/index.js';
import { env } from '#core/env/index.js';
import { createPaymentPoll, leaveForGateway, ORDER_CANCELLED, ORDER_PAID } from '#core/payment/index.js';
import { cashierVisit, keptCashier, paysOnThisDevice, type Cashier } from '#core/payment/cashier.js';
import * as paths from '#core/paths/index.js';
import { orderDue, handPayText, memberOrder, orderStatus, paymentMethods, wechatPayCode } from '#core/order/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Button } from '#widgets/ui/button.js';
import { EmptyState, PageState, Skeleton } from '#widgets/ui/page-state.js';
import { QrCode } from '#widgets/ui/qr-code.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import { useUrlState } from '#site/shell/url-state.js';
import { isOrderNo, orderPaySchema } from '../address.js';
import { boughtItemPath, type BoughtItem } from '../goods.js';
import { NextLinks } from '../next-links.js';
import { PAID_HERE, PaymentChoice } from '../payment-choice.js';
import * as css from '../order.css.js';

/**
 * The payment machine of this page: asks every 2 s while the page is open and visible, stops
 * when it is left or hidden, asks again at once when the member comes back to it.
 */
function usePaymentPoll(orderId: string, successPath: string, { wait = false } = {}) {
  const [poll] = useState(() => createPaymentPoll({ orderId, successPath }));
  const state = useStore(poll.$state);
  useEffect(() => {
    const onVisibility = () => (document.hidden ? poll.stop() : poll.start());
    if (!document.hidden) poll.start({ wait });
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

/** What is paid for and how much, read from the member's orders (the address only names the order). */
function OrderSummary({ orderId }: { orderId: string }) {
  const order = useQuery(memberOrder(orderId));
  return (
    <section className={css.panel} aria-labelledby="pay-goods">
      <h2 className={css.panelTitle} id="pay-goods">
        订单信息
      </h2>
      <PageState state={order} skeleton={<Skeleton lines={2} label="订单信息加载中" />} errorTitle="订单信息加载失败">
        {(o) => {
          const goods = o?.goods[0];
          return (
            <div className={css.goods}>
              {goods ? (
                <SafeImage className={css.thumb} src={goods.goods_thumb} alt="" width={128} height={96} />
              ) : null}
              <div className={css.goodsBody}>
                <p className={css.goodsName}>{o ? o.goods.map((g) => g.goods_name).join('、') : '订单'}</p>
                <p className={css.note}>订单号：{orderId}</p>
              </div>
              {o ? (
                <p className={css.goodsPrice}>
                  需支付：<span className={css.price}>￥{orderDue(o).due}</span>
                </p>
              ) : null}
            </div>
          );
        }}
      </PageState>
    </section>
  );
}

/** How the chosen method is paid: the WeChat code, hand-pay instructions, or the way to the gateway. */
function MethodBody({ orderId, payment, onGateway }: { orderId: string; payment: string; onGateway(): void }) {
  if (payment === 'wechat') return <WechatPay orderId={orderId} />;
  if (payment === 'handPay') return <HandPay orderId={orderId} />;
  return (
    <div className={css.payBox}>
      <p className={css.note}>请在打开的支付页面完成支付；如页面未打开，请点击下方按钮。</p>
      <Button onClick={onGateway}>前往支付</Button>
    </div>
  );
}

/** The order was cancelled while being paid: said here, with the way to buy it again. */
function Cancelled({ orderId, itemPath }: { orderId: string; itemPath: string | null }) {
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

/**
 * What the payment step ends with: the wait for the server's word, 已完成支付 (asks now) and
 * 取消支付, which leaves the payment without changing the order.
 */
function PayActions({
  waiting,
  checkNow,
  itemPath,
}: {
  waiting: string;
  checkNow(): Promise<unknown>;
  itemPath: string | null;
}) {
  const [checking, setChecking] = useState(false);
  const finished = async () => {
    setChecking(true);
    try {
      await checkNow();
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <p className={css.waiting} role="status">
        {waiting}
      </p>
      <div className={css.doneActions}>
        <Button onClick={() => void finished()} loading={checking}>
          已完成支付
        </Button>
        <Button variant="secondary" onClick={() => env().navigate(itemPath ?? paths.memberOrders())}>
          取消支付
        </Button>
      </div>
    </>
  );
}

/** The site's own methods (servers until MeEdu 4.9.13): chosen here, paid by QR code, text or gateway. */
function PayView({
  orderId,
  payment,
  amount,
  bought,
  methods,
}: {
  orderId: string;
  payment: string;
  amount: number;
  bought: BoughtItem;
  methods: PaymentMethod[];
}) {
  const url = useUrlState(orderPaySchema);
  const successPath = paths.orderSuccess({ order_id: orderId, ...bought });
  const { state, checkNow } = usePaymentPoll(orderId, successPath);
  const itemPath = boughtItemPath(bought);
  const returnPath = paths.orderPay({ order_id: orderId, payment, amount, ...bought });
  const toGateway = () => leaveForGateway({ orderId, payment, successPath, returnPath });

  if (state.status === 'cancelled') return <Cancelled orderId={orderId} itemPath={itemPath} />;

  // Another method can be taken until the order is paid; a gateway left for is left for again.
  const choose = (sign: string) => {
    url.set({ payment: sign }, { replace: true });
    if (!PAID_HERE.has(sign)) {
      leaveForGateway({
        orderId,
        payment: sign,
        successPath,
        returnPath: paths.orderPay({ order_id: orderId, payment: sign, amount, ...bought }),
      });
    }
  };

  return (
    <>
      <OrderSummary orderId={orderId} />
      <section className={css.panel}>
        <PaymentChoice methods={methods} value={payment} onChange={choose} />
        {payment ? <MethodBody orderId={orderId} payment={payment} onGateway={toGateway} /> : null}
        <PayActions
          checkNow={checkNow}
          itemPath={itemPath}
          waiting={
            state.status === 'failed'
              ? '无法查询订单状态，请到我的订单查看'
              : payment
                ? '正在等待支付结果…'
                : // With none on offer, the choice above already says so.
                  methods.length
                  ? '请选择支付方式'
                  : ''
          }
        />
      </section>
    </>
  );
}

/** The cashier's address and what it asks for, as a QR code on PC or the way there on a phone. */
function CashierBox({ orderId, cashier, successPath }: { orderId: string; cashier: Cashier; successPath: string }) {
  const facts = (
    <p className={css.payFacts}>
      <span className={css.note}>订单号：{orderId}</span>
      <br />
      需支付：<span className={css.price}>￥{cashier.total}</span>
      {cashier.discount ? <span className={css.note}>（已优惠 ￥{cashier.discount}）</span> : null}
    </p>
  );
  if (paysOnThisDevice()) {
    const visit = cashierVisit(cashier.payUrl, successPath, paths.orderPay({ order_id: orderId }));
    return (
      <div className={css.payBox}>
        {facts}
        <p className={css.note}>请在收银台选择支付方式完成支付</p>
        <Button onClick={() => env().assign(visit)}>前往收银台</Button>
      </div>
    );
  }
  return (
    <div className={css.payBox}>
      <div className={css.qr}>
        <QrCode text={cashier.payUrl} label="支付二维码" size={200} />
      </div>
      {facts}
      <p className={css.note}>请使用手机微信或支付宝扫描二维码，在打开的收银台完成支付</p>
      <SafeLink className={css.textLink} href={cashier.payUrl} target="_blank" rel="noopener noreferrer">
        在本机浏览器中打开收银台
      </SafeLink>
    </div>
  );
}

/**
 * Paying at the server's cashier (MeEdu 4.9.14+): its address as this tab kept it when the order
 * was made, with the order's status read first and then polled. No call hands the address out
 * again, so without it (another tab, 30 minutes gone) the order is made anew.
 */
function CashierStep({ orderId, bought, status }: { orderId: string; bought: BoughtItem; status: number }) {
  const [cashier] = useState(() => keptCashier(orderId));
  const successPath = paths.orderSuccess({ order_id: orderId, ...bought });
  // The status was just read: a paid or cancelled order is acted on at once, otherwise in 2 s.
  const { state, checkNow } = usePaymentPoll(orderId, successPath, {
    wait: status !== ORDER_PAID && status !== ORDER_CANCELLED,
  });
  const itemPath = boughtItemPath(bought);

  if (state.status === 'cancelled') return <Cancelled orderId={orderId} itemPath={itemPath} />;
  if (!cashier || cashier.lapsed) {
    return (
      <div className={css.panel}>
        <EmptyState>
          {cashier
            ? '支付二维码已失效（下单后30分钟内有效），请重新下单'
            : '无法在此继续支付该订单（支付二维码只在下单的页面中保留30分钟），请重新下单'}
        </EmptyState>
        <NextLinks href={itemPath} label="重新购买" />
      </div>
    );
  }
  return (
    <>
      <section className={css.panel} aria-labelledby="pay-goods">
        <h2 className={css.panelTitle} id="pay-goods">
          订单信息
        </h2>
        <p className={css.goodsName}>{cashier.title || '订单'}</p>
      </section>
      <section className={css.panel} aria-labelledby="pay-cashier">
        <h2 className={css.panelTitle} id="pay-cashier">
          扫码支付
        </h2>
        <CashierBox orderId={orderId} cashier={cashier} successPath={successPath} />
        <PayActions
          checkNow={checkNow}
          itemPath={itemPath}
          waiting={state.status === 'failed' ? '无法查询订单状态，请到我的订单查看' : '正在等待支付结果…'}
        />
      </section>
    </>
  );
}

function CashierPay({ orderId, bought }: { orderId: string; bought: BoughtItem }) {
  const status = useQuery(orderStatus(orderId));
  return (
    <PageState state={status} skeleton={<Skeleton lines={6} label="订单信息加载中" />} errorTitle="订单信息加载失败">
      {(s) => <CashierStep orderId={orderId} bought={bought} status={s} />}
    </PageState>
  );
}

/** The site's methods where it has them, else the server's cashier. */
function PayStep(props: { orderId: string; payment: string; amount: number; bought: BoughtItem }): ReactNode {
  const methods = useQuery(paymentMethods());
  return (
    <PageState state={methods} skeleton={<Skeleton lines={6} label="支付方式加载中" />} errorTitle="支付方式加载失败">
      {(options) =>
        options.cashier ? (
          <CashierPay orderId={props.orderId} bought={props.bought} />
        ) : (
          <PayView {...props} methods={options.methods} />
        )
      }
    </PageState>
  );
}

/**
 * /order/pay: pays one order (its number in the address, so a reload keeps it) — at the server's
 * cashier (its address as a QR code on PC, the way there on a phone), or on older servers by the
 * chosen method (a WeChat QR code, hand-pay instructions, the way back to a redirect gateway) —
 * while polling its status: paid goes on to /order/success, cancelled is said here.
 */
export default function OrderPayPage() {
  const { values } = useUrlState(orderPaySchema);
  const { order_id, payment, amount, back, back_id } = values;
  return (
    <div className={css.page}>
      <h1 className={css.title}>支付订单</h1>
      {isOrderNo(order_id) ? (
        <PayStep key={order_id} orderId={order_id} payment={payment} amount={amount} bought={{ back, back_id }} />
      ) : (
        <div className={css.panel}>
          <EmptyState>订单不存在</EmptyState>
          <NextLinks />
        </div>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { orderAgreements, type PaymentOptions, paymentMethods, placeOrder, promoCodeCheck } from '#core/order/index.js';
import { env } from '#core/env/index.js';
import { leaveForGateway } from '#core/payment/index.js';
import { cashierVisit, keepCashier, paysOnThisDevice } from '#core/payment/cashier.js';
import * as paths from '#core/paths/index.js';
import { config, configFunc } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Checkbox } from '#widgets/ui/checkbox.js';
import { describeError, EmptyState, LoadError, Skeleton } from '#widgets/ui/page-state.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import { TextField } from '#widgets/ui/text-field.js';
import { useUrlState } from '#site/shell/url-state.js';
import { orderSchema } from '../address.js';
import { useOrderItem, type OrderItem } from '../goods.js';
import { NextLinks } from '../next-links.js';
import { PAID_HERE, PaymentChoice } from '../payment-choice.js';
import * as css from '../order.css.js';

/** What the server says when a promo code cannot be used for an order (contract section 7). */
const PROMO_REFUSED = '当前优惠码不可用';

function GoodsSummary({ item }: { item: OrderItem }) {
  // Without a cover (VIP, the exam kinds on most servers) the kind stands in for it.
  const badge = (
    <span className={item.goods.kind === 'role' ? css.vipThumb : css.kindThumb} aria-hidden="true">
      {item.goods.kind === 'role' ? 'VIP' : item.label}
    </span>
  );
  return (
    <div className={css.goods}>
      {item.goods.kind === 'role' ? (
        badge
      ) : (
        <SafeImage className={css.thumb} src={item.thumb} alt="" width={128} height={96} fallback={badge} />
      )}
      <div className={css.goodsBody}>
        <p className={css.goodsName}>{item.title}</p>
        <span className={css.label}>{item.label}</span>
      </div>
      <p className={css.goodsPrice}>
        <span className={css.price}>￥{item.charge}</span>
        {item.original && item.original > item.charge ? (
          <span className={css.original}>
            <span className={css.srOnly}>原价</span>￥{item.original}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** Promo code: checked with the server before it counts; the deduction never exceeds the price. */
function usePromo(price: number) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState('');
  const [applied, setApplied] = useState<{ code: string; discount: number } | null>(null);
  const [message, setMessage] = useState('');
  const check = useMutation(promoCodeCheck);
  const typed = code.trim();
  const current = applied && applied.code === typed ? applied : null;

  const verify = async () => {
    if (!typed) return setMessage('请输入优惠码');
    setMessage('');
    setApplied(null);
    setTried(typed);
    const result = await check.mutate(typed);
    if (!result) return;
    if (!result.can_use || !result.promo_code) return setMessage(PROMO_REFUSED);
    setApplied({
      code: typed,
      discount: Math.min(Math.max(0, Number(result.promo_code.invited_user_reward) || 0), price),
    });
  };
  // The server's own refusal of the check, shown while the code it was about is still the one typed.
  const refusal = check.error && tried === typed && !check.busy ? describeError(check.error) : '';
  return {
    code,
    setCode: (value: string) => {
      setCode(value);
      setMessage('');
    },
    verify,
    busy: check.busy,
    applied: current,
    error: message || refusal,
    setError: setMessage,
    /** Typed but not checked (or refused): the order must not go out with it. */
    unchecked: !!typed && !current,
  };
}

/**
 * The agreements config names for this kind, each a checkbox the member ticks before ordering
 * (the protocol pages open in a new tab, so what was typed stays). Answers the boxes and a check
 * that says which one is missing.
 */
function useAgreements(item: OrderItem) {
  const cfg = useStore(config);
  const agreements = orderAgreements(cfg, item.goods.kind);
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [error, setError] = useState('');
  const first = useRef<HTMLInputElement>(null);
  const boxes = agreements.length ? (
    <div className={css.agreements}>
      {agreements.map((a, i) => (
        <Checkbox
          key={a.name}
          ref={i === 0 ? first : undefined}
          checked={!!agreed[a.name]}
          onCheckedChange={(checked) => {
            setAgreed((now) => ({ ...now, [a.name]: checked }));
            setError('');
          }}
          invalid={!!error && !agreed[a.name]}
          aria-describedby={error ? 'order-agreement-error' : undefined}
        >
          我已阅读并同意
          <SafeLink href={a.href} target="_blank" rel="noopener noreferrer">
            {a.name}
          </SafeLink>
        </Checkbox>
      ))}
      {error ? (
        <p id="order-agreement-error" className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  ) : null;
  const check = () => {
    const missing = agreements.find((a) => !agreed[a.name]);
    if (!missing) return true;
    setError(`请同意${missing.name}`);
    first.current?.focus();
    return false;
  };
  return { boxes, check };
}

/** Where the order is paid when the server's cashier takes the payment (no methods of the site's own). */
function CashierNote() {
  return (
    <section className={css.panel} aria-labelledby="order-pay-how">
      <h2 className={css.panelTitle} id="order-pay-how">
        支付方式
      </h2>
      <p className={css.note}>
        {paysOnThisDevice()
          ? '提交订单后将前往收银台，在那里选择支付方式完成支付。'
          : '提交订单后将显示支付二维码，请用手机扫码，在收银台选择支付方式完成支付。'}
      </p>
    </section>
  );
}

function OrderForm({ item, options }: { item: OrderItem; options: PaymentOptions }) {
  const methods = options.cashier ? null : options.methods;
  const { promoCode: promoOn } = useStore(configFunc);
  const promo = usePromo(item.charge);
  const agreements = useAgreements(item);
  const [payment, setPayment] = useState(methods?.[0]?.sign ?? '');
  const [payError, setPayError] = useState('');
  const place = useMutation(placeOrder);
  const promoField = useRef<HTMLInputElement>(null);
  const discount = promo.applied?.discount ?? 0;
  const total = Math.max(0, item.charge - discount);

  const submit = async () => {
    setPayError('');
    if (promo.unchecked) {
      promo.setError(promo.error || '请先验证优惠码');
      promoField.current?.focus();
      return;
    }
    // The site's own methods (older servers): one must be chosen; the server's cashier asks itself.
    if (methods && total > 0 && !payment) return setPayError('请选择支付方式');
    if (!agreements.check()) return;
    const order = await place.mutate({ goods: item.goods, promo_code: promo.applied?.code });
    if (!order) return;
    const { navigate } = env();
    const bought = item.bought;
    const success = paths.orderSuccess({ order_id: order.orderNo, ...bought });
    // Nothing left to pay (a free item, a promo code covering the price): the order is paid already.
    if (order.paid) {
      env().toast('支付成功', 'success');
      return navigate(success, { replace: true });
    }
    if (order.cashier) {
      const payPage = paths.orderPay({ order_id: order.orderNo, ...bought });
      keepCashier(order.orderNo, { ...order.cashier, title: item.title });
      // The payment page replaces this one, so going back does not order twice; a phone goes on
      // to the cashier and comes back to the success page, or to the payment page on giving up.
      navigate(payPage, { replace: true });
      if (paysOnThisDevice()) env().assign(cashierVisit(order.cashier.payUrl, success, payPage));
      return;
    }
    const payPage = paths.orderPay({ order_id: order.orderNo, payment, amount: total, ...bought });
    navigate(payPage, { replace: true });
    if (!PAID_HERE.has(payment)) {
      leaveForGateway({ orderId: order.orderNo, payment, successPath: success, returnPath: payPage });
    }
  };

  const orderError = place.error ? describeError(place.error) : '';
  return (
    <>
      <section className={css.panel} aria-labelledby="order-goods">
        <h2 className={css.panelTitle} id="order-goods">
          商品信息
        </h2>
        <GoodsSummary item={item} />
      </section>
      {promoOn ? (
        <section className={css.panel} aria-labelledby="order-promo">
          <h2 className={css.panelTitle} id="order-promo">
            优惠码
          </h2>
          <TextField
            ref={promoField}
            className={css.promoRow}
            label="优惠码"
            hideLabel
            placeholder="请输入优惠码"
            autoComplete="off"
            value={promo.code}
            onValueChange={promo.setCode}
            error={promo.error || null}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void promo.verify();
              }
            }}
            addon={
              <Button variant="secondary" onClick={() => void promo.verify()} loading={promo.busy}>
                验证
              </Button>
            }
          />
          {promo.applied ? (
            <p className={css.promoOk} role="status">
              优惠码有效，已优惠 ￥{promo.applied.discount}
            </p>
          ) : null}
        </section>
      ) : null}
      {methods ? (
        <section className={css.panel}>
          <PaymentChoice methods={methods} value={payment} onChange={setPayment} />
        </section>
      ) : (
        <CashierNote />
      )}
      <section className={css.panel} aria-labelledby="order-total">
        <h2 className={css.srOnly} id="order-total">
          金额
        </h2>
        <dl className={css.summary}>
          <dt className={css.summaryTerm}>商品金额</dt>
          <dd className={css.summaryValue}>￥{item.charge}</dd>
          {discount ? (
            <>
              <dt className={css.summaryTerm}>优惠</dt>
              <dd className={css.summaryValue}>-￥{discount}</dd>
            </>
          ) : null}
          <dt className={css.summaryTerm}>应付金额</dt>
          <dd className={css.summaryValue}>
            <span className={css.total}>￥{total}</span>
          </dd>
        </dl>
        {agreements.boxes}
        <div className={css.actions}>
          <p className={css.note}>请在30分钟内完成支付</p>
          <Button
            onClick={() => void submit()}
            loading={place.busy}
            aria-disabled={(methods && total > 0 && !methods.length) || undefined}
          >
            提交订单
          </Button>
        </div>
        {payError || orderError ? (
          <p className={css.error} role="alert">
            {payError || orderError}
          </p>
        ) : null}
      </section>
    </>
  );
}

function Unavailable({ message, href, action }: { message: string; href: string | null; action: string }) {
  return (
    <div className={css.panel}>
      <EmptyState>{message}</EmptyState>
      <NextLinks href={href} label={action} />
    </div>
  );
}

/**
 * /order: what is being bought (read from the server by goods type and id), a promo code when
 * that switch is on, the site's payment methods (or a word on the server's cashier, which offers
 * its own), the total and the agreements config names; 提交订单 creates the order and goes on to
 * pay it (docs/site-orders.md).
 */
export default function OrderPage() {
  const url = useUrlState(orderSchema);
  const item = useOrderItem(url.values);
  const methods = useQuery(paymentMethods());

  let body;
  const failed = [item, methods].find((q) => q.status === 'error');
  if (failed) {
    body = (
      <LoadError
        error={failed.error}
        title="订单信息加载失败"
        onRetry={() => {
          if (item.status === 'error') item.reload();
          if (methods.status === 'error') methods.reload();
        }}
      />
    );
  } else if (item.data === undefined || methods.data === undefined) {
    body = <Skeleton lines={8} label="订单信息加载中" />;
  } else if (!url.values.goods_type) {
    // The address names a kind of goods this site does not sell: never sell another kind in its place.
    body = <Unavailable message="无法识别要购买的商品，请回到商品页重新购买" href={paths.home()} action="返回首页" />;
  } else if (item.data === null) {
    body = <Unavailable message="商品不存在或已下架" href={paths.courses()} action="浏览课程" />;
  } else if (item.data.problem) {
    body = <Unavailable {...item.data.problem} />;
  } else {
    body = <OrderForm item={item.data} options={methods.data} />;
  }
  return (
    <div className={css.page}>
      <h1 className={css.title}>确认订单</h1>
      {body}
    </div>
  );
}

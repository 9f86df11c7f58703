import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PaymentMethod } from '../../../core/api/types.js';
import { env } from '../../../core/env/index.js';
import { leaveForGateway } from '../../../core/payment/index.js';
import * as paths from '../../../core/paths/index.js';
import { paymentMethods, placeOrder, promoCodeCheck } from '../../../core/query/orders.js';
import { configFunc } from '../../../core/session/index.js';
import { useMutation } from '../../../widgets/data/use-mutation.js';
import { useQuery } from '../../../widgets/data/use-query.js';
import { Button } from '../../../widgets/ui/button.js';
import { describeError, EmptyState, LoadError, Skeleton } from '../../../widgets/ui/page-state.js';
import { SafeImage } from '../../../widgets/ui/safe-image.js';
import { TextField } from '../../../widgets/ui/text-field.js';
import { useUrlState } from '../../shell/url-state.js';
import { orderSchema } from '../../url-schemas.js';
import { useOrderItem, type OrderItem } from './goods.js';
import { NextLinks } from './next-links.js';
import { PAID_HERE, PaymentChoice } from './payment-choice.js';
import * as css from './order.css.js';

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

function OrderForm({ item, methods }: { item: OrderItem; methods: PaymentMethod[] }) {
  const { promoCode: promoOn } = useStore(configFunc);
  const promo = usePromo(item.charge);
  const [payment, setPayment] = useState(methods[0]?.sign ?? '');
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
    if (total > 0 && !payment) return setPayError('请选择支付方式');
    const order = await place.mutate({ goods: item.goods, promo_code: promo.applied?.code });
    if (!order) return;
    const { navigate } = env();
    const bought = item.bought;
    const success = paths.orderSuccess({ order_id: order.order_id, ...bought });
    // A promo code that covers the whole price leaves nothing to pay: the order is paid already.
    if (!order.continue_pay || order.status_text === '已支付') {
      env().toast('支付成功', 'success');
      return navigate(success, { replace: true });
    }
    const payPage = paths.orderPay({ order_id: order.order_id, payment, amount: total, ...bought });
    // The payment page replaces this one, so going back does not offer to order again.
    navigate(payPage, { replace: true });
    if (!PAID_HERE.has(payment)) {
      leaveForGateway({ orderId: order.order_id, payment, successPath: success, returnPath: payPage });
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
      <section className={css.panel}>
        <PaymentChoice methods={methods} value={payment} onChange={setPayment} />
      </section>
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
        <div className={css.actions}>
          <p className={css.note}>请在30分钟内完成支付</p>
          <Button
            onClick={() => void submit()}
            loading={place.busy}
            aria-disabled={(total > 0 && !methods.length) || undefined}
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
 * that switch is on, the server's payment methods and the total; 提交订单 creates the order and
 * goes on to pay it (docs/site-orders.md).
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
    body = <OrderForm item={item.data} methods={methods.data} />;
  }
  return (
    <div className={css.page}>
      <h1 className={css.title}>确认订单</h1>
      {body}
    </div>
  );
}

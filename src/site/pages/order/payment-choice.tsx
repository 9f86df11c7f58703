import { useId } from 'react';
import type { PaymentMethod } from '#core/order/index.js';
import { EmptyState } from '#widgets/ui/page-state.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import * as css from './order.css.js';

/** Gateways whose payment happens on this site's payment page; every other one is left for. */
export const PAID_HERE = new Set(['wechat', 'handPay']);

/** 支付方式: the server's gateways as radio cards (the order page and the payment page). */
export function PaymentChoice({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: string;
  onChange(sign: string): void;
}) {
  const name = useId();
  if (!methods.length) return <EmptyState>暂无可用的支付方式</EmptyState>;
  return (
    <fieldset className={css.methods}>
      <legend className={css.panelTitle}>支付方式</legend>
      <div className={css.methodList}>
        {methods.map((m) => (
          <label key={m.sign} className={css.method}>
            <input
              className={css.methodInput}
              type="radio"
              name={name}
              value={m.sign}
              checked={value === m.sign}
              onChange={() => onChange(m.sign)}
            />
            <SafeImage className={css.methodIcon} src={m.icon} alt="" width={28} height={28} />
            {m.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

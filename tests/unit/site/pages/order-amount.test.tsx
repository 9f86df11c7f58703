import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAmount } from '#site/pages/member/orders/order-amount.js';
import { tick } from '../../support/async.js';

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

async function amount(order: { charge: number; discount?: number; status_text: string; refund_amount?: number }) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(createElement(OrderAmount, { order }));
  await tick();
  return host.textContent;
}

describe('an order’s amount in 我的订单', () => {
  it('a promo code: what was paid, then the price and the discount', async () => {
    expect(await amount({ charge: 129, discount: 10, status_text: '已支付' })).toBe('实付 ￥119原价 ￥129，优惠 ￥10');
  });

  it('unpaid: what is to be paid; without a discount (or a server that does not list one) the charge', async () => {
    expect(await amount({ charge: 129, discount: 10, status_text: '未支付' })).toBe('应付 ￥119原价 ￥129，优惠 ￥10');
    expect(await amount({ charge: 129, status_text: '已支付' })).toBe('实付 ￥129');
    expect(await amount({ charge: 5, discount: 20, status_text: '已支付' })).toBe('实付 ￥0原价 ￥5，优惠 ￥5');
  });

  it('says what was refunded where the server tells (MeEdu 4.9.27+), nothing for none', async () => {
    expect(await amount({ charge: 198, status_text: '已支付', refund_amount: 50 })).toBe('实付 ￥198已退款 ￥50');
    expect(await amount({ charge: 198, status_text: '已支付', refund_amount: 0 })).toBe('实付 ￥198');
  });
});

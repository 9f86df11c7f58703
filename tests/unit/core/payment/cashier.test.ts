/**
 * The server's cashier as this tab keeps it (MeEdu 4.9.14+): kept at ordering, read back on the
 * payment page until its 30 minutes are over, checked by the one URL check; a phone visits it
 * with the site's own return addresses, a computer shows it as a QR code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import { CASHIER_TTL_MS, cashierVisit, keepCashier, keptCashier, paysOnThisDevice } from '#core/payment/cashier.js';
import { useRecordingEnvironment } from '../auth/fake-api.js';

let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => ({ e, restore } = useRecordingEnvironment()));
afterEach(() => restore());

const PAY_URL = 'http://127.0.0.1:18700/payment/index?sign=order-QHXbXlMt9ESJAQiK5J35X5TD';

describe('the kept cashier', () => {
  it('is read back for its order until 30 minutes after ordering, then said to have lapsed', () => {
    e.clock.advance(5_000);
    keepCashier('202611271832034787', { payUrl: PAY_URL, title: 'Vue 3 项目实战', total: 188, discount: 10 });
    expect(keptCashier('202611271832034787')).toEqual({
      payUrl: PAY_URL,
      title: 'Vue 3 项目实战',
      total: 188,
      discount: 10,
      createdAt: 5_000,
      lapsed: false,
    });
    expect(keptCashier('202611271832030000')).toBeNull();
    e.clock.advance(CASHIER_TTL_MS - 1);
    expect(keptCashier('202611271832034787')?.lapsed).toBe(false);
    e.clock.advance(1);
    expect(keptCashier('202611271832034787')?.lapsed).toBe(true);
  });

  it('is not taken when what the tab holds fails the URL check or is not what was kept', () => {
    for (const payUrl of ['javascript:alert(1)', '/payment/index', '//evil.example/x']) {
      e.session.setItem('meedu-cashier:1', JSON.stringify({ payUrl, total: 1, discount: 0, createdAt: 0 }));
      expect([payUrl, keptCashier('1')]).toEqual([payUrl, null]);
    }
    e.session.setItem('meedu-cashier:1', '{not json');
    expect(keptCashier('1')).toBeNull();
    e.session.setItem('meedu-cashier:1', JSON.stringify({ payUrl: PAY_URL }));
    expect(keptCashier('1')).toBeNull();
  });
});

describe('where the cashier is paid', () => {
  it('a phone visits it with the site own success and failure addresses', () => {
    e.setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(paysOnThisDevice()).toBe(true);
    const visit = new URL(
      cashierVisit(PAY_URL, '/order/success?order_id=9&back=course&back_id=2', '/order/pay?order_id=9'),
    );
    expect(visit.origin + visit.pathname).toBe('http://127.0.0.1:18700/payment/index');
    expect(Object.fromEntries(visit.searchParams)).toEqual({
      sign: 'order-QHXbXlMt9ESJAQiK5J35X5TD',
      s_url: 'http://localhost/order/success?order_id=9&back=course&back_id=2',
      f_url: 'http://localhost/order/pay?order_id=9',
    });
  });

  it('a computer shows it as a QR code', () => {
    expect(paysOnThisDevice()).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '#core/client/index.js';
import { configureEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import {
  createPaymentPoll,
  leaveForGateway,
  NOT_PAID_YET_MESSAGE,
  PAYMENT_POLL_INTERVAL_MS,
  type PaymentPoll,
} from '#core/payment/index.js';
import { deferred, flush, useRecordingEnvironment } from '../auth/fake-api.js';

let e: RecordingEnvironment;
let restore: () => void;
/** What the server says next; each question takes the first answer left (the last one repeats). */
let answers: Array<number | Error>;
let getStatus: ReturnType<typeof vi.fn<(orderId: string) => Promise<number>>>;
let poll: PaymentPoll;

const SUCCESS = '/order/success?order_id=12345';

beforeEach(() => {
  ({ e, restore } = useRecordingEnvironment());
  answers = [1];
  getStatus = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  poll = createPaymentPoll({ orderId: '12345', successPath: SUCCESS, getStatus });
});
afterEach(() => restore());

/** Moves the clock on one interval at a time, letting each reply land before the next tick. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= PAYMENT_POLL_INTERVAL_MS) {
    e.clock.advance(Math.min(left, PAYMENT_POLL_INTERVAL_MS));
    await flush();
  }
}

async function start() {
  poll.start();
  await flush();
}

describe('payment polling', () => {
  it('asks as the page opens, then every 2 s with the order number', async () => {
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2000);
    await start();
    expect(getStatus).toHaveBeenCalledTimes(1);
    expect(getStatus).toHaveBeenLastCalledWith('12345');
    expect(poll.$state.get()).toEqual({ status: 'polling', orderStatus: 1 });
    await advance(1999);
    expect(getStatus).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(getStatus).toHaveBeenCalledTimes(2);
    await advance(4000);
    expect(getStatus).toHaveBeenCalledTimes(4);
    expect(e.navigations).toEqual([]);
  });

  it('waits one interval before the first question when the page has just read the status itself', async () => {
    poll.start({ wait: true });
    await flush();
    expect(getStatus).not.toHaveBeenCalled();
    expect(poll.$state.get()).toEqual({ status: 'polling', orderStatus: 0 });
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(1);
    // Coming back to the page asks at once again.
    poll.stop();
    await start();
    expect(getStatus).toHaveBeenCalledTimes(2);
  });

  it('stops when the page is left: no question after, and a reply still on its way is ignored', async () => {
    await start();
    const late = deferred<number>();
    getStatus.mockImplementationOnce(() => late.promise);
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(2);
    poll.stop();
    expect(poll.$state.get().status).toBe('paused');
    expect(e.clock.pending()).toBe(0);
    late.resolve(9);
    await advance(60_000);
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(poll.$state.get().status).toBe('paused');
    expect(e.navigations).toEqual([]);
  });

  it('resumes when the member comes back: asks at once, then every 2 s again', async () => {
    await start();
    poll.stop();
    await advance(10_000);
    expect(getStatus).toHaveBeenCalledTimes(1);
    await start();
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(poll.$state.get().status).toBe('polling');
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(3);
    // Starting twice does not double the questions.
    poll.start();
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(4);
  });

  it('paid: stops, says 已成功支付 and goes on to the success page in place of the payment page', async () => {
    answers = [1, 5, 9];
    await start();
    await advance(2000);
    expect(poll.$state.get()).toEqual({ status: 'polling', orderStatus: 5 });
    await advance(2000);
    expect(poll.$state.get()).toEqual({ status: 'paid', orderStatus: 9 });
    expect(e.toasts).toEqual([{ message: '已成功支付', kind: 'success' }]);
    expect(e.navigations).toEqual([{ path: SUCCESS, replace: true }]);
    await advance(20_000);
    expect(getStatus).toHaveBeenCalledTimes(3);
    // Settled: coming back does not start asking again.
    poll.start();
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(3);
  });

  it('cancelled: stops and stays on the page, without going anywhere', async () => {
    answers = [1, 7];
    await start();
    await advance(2000);
    expect(poll.$state.get()).toEqual({ status: 'cancelled', orderStatus: 7 });
    await advance(10_000);
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(e.navigations).toEqual([]);
    expect(e.toasts).toEqual([]);
  });

  it('已完成支付 asks at once: paid goes to success, not yet paid says so and keeps polling', async () => {
    await start();
    expect(await poll.checkNow()).toBe(1);
    expect(e.toasts).toEqual([{ message: NOT_PAID_YET_MESSAGE, kind: 'info' }]);
    expect(poll.$state.get().status).toBe('polling');
    answers = [9];
    expect(await poll.checkNow()).toBe(9);
    expect(e.navigations).toEqual([{ path: SUCCESS, replace: true }]);
    expect(getStatus).toHaveBeenCalledTimes(3);
  });

  it('never has two questions out: a tick while one is pending waits for it', async () => {
    const slow = deferred<number>();
    getStatus.mockImplementationOnce(() => slow.promise);
    poll.start();
    await advance(6000);
    expect(getStatus).toHaveBeenCalledTimes(1);
    slow.resolve(1);
    await flush();
    await advance(2000);
    expect(getStatus).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through a lost connection, stops on a refusal the server would repeat', async () => {
    answers = [1, new ApiError(NETWORK_ERROR, '网络连接异常，请检查网络后重试。', 0), 5];
    await start();
    await advance(2000);
    expect(poll.$state.get()).toEqual({ status: 'polling', orderStatus: 1 });
    await advance(2000);
    expect(poll.$state.get()).toEqual({ status: 'polling', orderStatus: 5 });
    answers = [new ApiError(1, '错误', 200)];
    await advance(2000);
    expect(poll.$state.get().status).toBe('failed');
    await advance(10_000);
    expect(getStatus).toHaveBeenCalledTimes(4);
  });
});

describe('redirect gateways', () => {
  it('leave for the server’s payment address with the site’s own return addresses', () => {
    e.setLocation('/order?goods_type=course&goods_id=5');
    leaveForGateway({
      orderId: '12345',
      payment: 'alipay',
      successPath: '/order/success?order_id=12345&back=course&back_id=5',
      returnPath: '/order/pay?order_id=12345&payment=alipay',
    });
    expect(e.assigned).toHaveLength(1);
    const url = new URL(e.assigned[0], 'http://localhost');
    expect(url.pathname).toBe('/api/v2/order/pay/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment: 'alipay',
      payment_scene: 'pc',
      order_id: '12345',
      redirect: 'http://localhost/order/success?order_id=12345&back=course&back_id=5',
      f_url: 'http://localhost/order/pay?order_id=12345&payment=alipay',
    });
  });

  it('come back below the path the site is served under', () => {
    onTestFinished(configureEnvironment({ base: '/learn' }));
    leaveForGateway({
      orderId: '7',
      payment: 'alipay',
      successPath: '/order/success?order_id=7',
      returnPath: '/order',
    });
    const url = new URL(e.assigned[0], 'http://localhost');
    expect(url.searchParams.get('redirect')).toBe('http://localhost/learn/order/success?order_id=7');
    expect(url.searchParams.get('f_url')).toBe('http://localhost/learn/order');
  });
});

/**
 * The status a page read before paying (the payment page's first read, cached as orderStatus) is
 * not served again once the poll has seen the order paid: the success page it goes on to reads
 * the server again and says 支付成功.
 */
import { allTasks } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import { createPaymentPoll, ORDER_PAID } from '#core/payment/index.js';
import { orderStatus } from '#core/order/index.js';
import { ok, useApiServer, type TestServer } from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

describe('an order paid while its payment page was open', () => {
  it('is read anew by the page after the poll, not from the answer cached before paying', async () => {
    let status = 5;
    server.route('GET /api/v2/order/status', () => ok({ status }));
    const read = orderStatus('202611271832034787');
    const payPage = read.listen(() => {});
    await allTasks();
    expect(read.get().data).toBe(5);
    payPage();

    status = ORDER_PAID;
    const poll = createPaymentPoll({ orderId: '202611271832034787', successPath: '/order/success?order_id=1' });
    poll.start();
    await allTasks();
    await expect.poll(() => poll.$state.get().status).toBe('paid');
    expect(e.navigations).toEqual([{ path: '/order/success?order_id=1', replace: true }]);

    // The success page mounts its reader well within the status's stale time.
    const successPage = read.listen(() => {});
    await expect.poll(() => read.get().data).toBe(ORDER_PAID);
    successPage();
    poll.stop();
  });
});

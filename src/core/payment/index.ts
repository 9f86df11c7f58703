import { atom, type ReadableAtom } from 'nanostores';
import { getOrderStatus, payRedirectUrl, AFTER_PURCHASE, ORDER_STATUS_KEY } from '../order/index.js';
import { isRefusal, invalidate } from '../client/index.js';
import { documentUrl, env } from '../env/index.js';

/** How often the payment page asks whether the order has been paid. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

/** Order statuses of GET /api/v2/order/status (contract section 7). */
export const ORDER_PAID = 9;
export const ORDER_CANCELLED = 7;

export const PAID_MESSAGE = '已成功支付';
export const NOT_PAID_YET_MESSAGE = '暂未查询到支付结果，请完成支付后再试';

export interface PaymentPollState {
  /**
   * idle: not started; polling: asking every 2 s; paused: the page was left or hidden;
   * paid / cancelled: the server settled the order; failed: the server refused to say (its
   * message has been shown), so asking again would only repeat it.
   */
  status: 'idle' | 'polling' | 'paused' | 'paid' | 'cancelled' | 'failed';
  /** The last status the server gave (1 unpaid, 5 paying, 7 cancelled, 9 paid); 0 before the first. */
  orderStatus: number;
}

export interface PaymentPollOptions {
  /** The order number. */
  orderId: string;
  /** Where a paid order continues (the success page), replacing the payment page in history. */
  successPath: string;
  /** GET /api/v2/order/status by default. */
  getStatus?: (orderId: string) => Promise<number>;
  interval?: number;
}

export interface PaymentPoll {
  $state: ReadableAtom<PaymentPollState>;
  /**
   * Starts, or resumes after stop(): asks at once, then every interval (`wait`: the page has just
   * read the status itself, so the first question waits one interval). Nothing once settled.
   */
  start(options?: { wait?: boolean }): void;
  /** Stops asking (the page was left or hidden); a reply still on its way is ignored. */
  stop(): void;
  /** 已完成支付: asks now and resolves the status read, or null when nothing could be read. */
  checkNow(): Promise<number | null>;
}

const SETTLED = new Set<PaymentPollState['status']>(['paid', 'cancelled', 'failed']);

/**
 * The payment page's wait for the server: a headless machine on the environment's clock, so the
 * view only draws its state. Paid sends the member on to the success page with 已成功支付;
 * cancelled is shown where they are.
 */
export function createPaymentPoll(o: PaymentPollOptions): PaymentPoll {
  const getStatus = o.getStatus ?? getOrderStatus;
  const interval = o.interval ?? PAYMENT_POLL_INTERVAL_MS;
  const $state = atom<PaymentPollState>({ status: 'idle', orderStatus: 0 });
  let timer: unknown;
  // Bumped by stop(): a reply to a question asked before leaving is not acted on.
  let generation = 0;
  let inFlight: Promise<number | null> | null = null;

  const set = (patch: Partial<PaymentPollState>) => $state.set({ ...$state.get(), ...patch });
  const settled = () => SETTLED.has($state.get().status);

  const halt = () => {
    generation++;
    if (timer !== undefined) env().clock.clearInterval(timer);
    timer = undefined;
  };

  function apply(status: number) {
    if (status === ORDER_PAID) {
      halt();
      set({ status: 'paid', orderStatus: status });
      // Item pages, order lists and the status the payment page read first are out of date now:
      // the success page must not be told the unpaid status from before.
      invalidate([...AFTER_PURCHASE, ORDER_STATUS_KEY]);
      env().toast(PAID_MESSAGE, 'success');
      env().navigate(o.successPath, { replace: true });
    } else if (status === ORDER_CANCELLED) {
      halt();
      set({ status: 'cancelled', orderStatus: status });
    } else {
      set({ orderStatus: status });
    }
  }

  /** One question; a tick while the previous one is still out joins it instead of asking again. */
  function ask(): Promise<number | null> {
    if (inFlight) return inFlight;
    const mine = generation;
    inFlight = getStatus(o.orderId)
      .then(
        (status) => {
          if (mine === generation && !settled()) apply(status);
          return status;
        },
        (error: unknown) => {
          env().log('order status check failed', error);
          // No connection or a server hiccup: the next tick asks again. A refusal (an order that
          // is not this member's) or a 401 would only repeat itself.
          if (mine === generation && isRefusal(error)) {
            halt();
            set({ status: 'failed' });
          }
          return null;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    $state,
    start(options) {
      if (settled() || $state.get().status === 'polling') return;
      set({ status: 'polling' });
      timer = env().clock.setInterval(() => void ask(), interval);
      if (!options?.wait) void ask();
    },
    stop() {
      if (settled()) return;
      halt();
      if ($state.get().status === 'polling') set({ status: 'paused' });
    },
    async checkNow() {
      if (settled()) return $state.get().orderStatus || null;
      const status = await ask();
      if (status !== null && status !== ORDER_PAID && status !== ORDER_CANCELLED) {
        env().toast(NOT_PAID_YET_MESSAGE, 'info');
      }
      return status;
    },
  };
}

/**
 * Alipay and the other redirect gateways: the browser leaves for the server's payment address
 * (GET /api/v2/order/pay/redirect, the token in the query), which comes back to `successPath`
 * once paid and to `returnPath` when the payer gives up. Both are this site's own addresses, made
 * absolute; the server checks them again before it sends anyone there.
 */
export function leaveForGateway(o: { orderId: string; payment: string; successPath: string; returnPath: string }) {
  env().assign(
    payRedirectUrl({
      payment: o.payment,
      payment_scene: 'pc',
      order_id: o.orderId,
      redirect: documentUrl(o.successPath),
      f_url: documentUrl(o.returnPath),
    }),
  );
}

/**
 * Paying at the server's cashier (MeEdu 4.9.14+, docs/site-orders.md): the order's `pay_url` is
 * kept for the browser tab that made the order, shown as a QR code on PC and visited with return
 * addresses on a phone. No call hands out the address again, and it lapses after 30 minutes: an
 * order whose address is gone or lapsed is ordered anew.
 */
import { env, isMobileUserAgent } from '../env/index.js';
import { safeHttpUrl } from '../guards/links.js';

/** How long MeEdu keeps the cashier sign (UniPayBus::EXPIRE). */
export const CASHIER_TTL_MS = 30 * 60_000;

export interface Cashier {
  payUrl: string;
  /** What is bought, as the order page named it. */
  title: string;
  /** What the cashier asks for (yuan) and the promo code's part of the price. */
  total: number;
  discount: number;
  /** When the order was made (the environment's clock). */
  createdAt: number;
}

const key = (orderNo: string) => `meedu-cashier:${orderNo}`;

/** Keeps the cashier of a new order for this tab (sessionStorage): a reload keeps paying it. */
export function keepCashier(orderNo: string, cashier: Omit<Cashier, 'createdAt'>): void {
  const kept: Cashier = { ...cashier, createdAt: env().clock.now() };
  env().session.setItem(key(orderNo), JSON.stringify(kept));
}

/**
 * The cashier kept for an order, with whether its address has lapsed; null when this tab has none
 * (another tab or browser made the order, or what was kept does not pass the URL check).
 */
export function keptCashier(orderNo: string): (Cashier & { lapsed: boolean }) | null {
  let kept: Partial<Cashier> | null = null;
  try {
    kept = JSON.parse(env().session.getItem(key(orderNo)) ?? 'null') as Partial<Cashier> | null;
  } catch {
    return null;
  }
  const payUrl = safeHttpUrl(typeof kept?.payUrl === 'string' ? kept.payUrl : null);
  if (!kept || !payUrl || payUrl.startsWith('/') || typeof kept.createdAt !== 'number') return null;
  return {
    payUrl,
    title: typeof kept.title === 'string' ? kept.title : '',
    total: Number(kept.total) || 0,
    discount: Number(kept.discount) || 0,
    createdAt: kept.createdAt,
    lapsed: env().clock.now() - kept.createdAt >= CASHIER_TTL_MS,
  };
}

/** A phone pays on the cashier page itself; a computer shows its address as a QR code to scan. */
export const paysOnThisDevice = (): boolean => isMobileUserAgent(env().userAgent());

/**
 * The cashier address a phone visits: `pay_url` with where to come back once paid (`s_url`) and
 * on giving up (`f_url`), both this site's own pages made absolute. MeEdu URL-decodes them again,
 * which leaves these plain addresses as they are.
 */
export function cashierVisit(payUrl: string, successPath: string, failurePath: string): string {
  const { origin } = env().location();
  const sep = payUrl.includes('?') ? '&' : '?';
  return `${payUrl}${sep}s_url=${encodeURIComponent(origin + successPath)}&f_url=${encodeURIComponent(origin + failurePath)}`;
}

import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import type { AppEnv } from '../../http/auth.js';
import { atomically } from '../../http/atomic-write.js';
import { readInput } from '../../http/input.js';
import { macFor, macMatches } from '../../http/signing.js';
import { allowedRedirect, redirectOrigins } from '../../http/redirect.js';
import { publicBase } from '../../http/public-url.js';
import { escapeHtml } from '../content/php.js';
import { getSetting } from '../site/settings.js';
import { ORDER_STATUS } from './schema.js';
import { canContinuePay, findOrderByNo, markOrderPaid, orderGoods, paymentName } from './service.js';

/**
 * The simulated payment gateway, standing in for Alipay and WeChat Pay (development mode only:
 * production offers hand pay alone). The v2 pay calls (until 4.9.13) and the cashier (4.9.14+)
 * hand out a signed, short-lived ticket naming the order and where to return; the gateway page
 * shows the amount and lets the payer confirm or cancel. Confirming marks the order paid exactly
 * as a gateway callback would, then returns to the caller's success address.
 */
const TICKET_TTL_MS = 30 * 60_000;

interface Ticket {
  /** order number */
  o: string;
  /** gateway sign */
  g: string;
  /** success / failure return addresses ('' = show a result page) */
  s: string;
  f: string;
  /** expiry, ms */
  e: number;
}

export function issueTicket(ctx: ServerContext, t: Omit<Ticket, 'e'>): string {
  const body = Buffer.from(JSON.stringify({ ...t, e: ctx.options.now() + TICKET_TTL_MS })).toString('base64url');
  return `${body}.${macFor(ctx, 'pay-gateway', body)}`;
}

function readTicket(ctx: ServerContext, raw: string): Ticket | null {
  const [body, mac] = raw.split('.');
  if (!body || !mac) return null;
  if (!macMatches(ctx, 'pay-gateway', body, mac)) return null;
  try {
    const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Ticket;
    return t.e > ctx.options.now() ? t : null;
  } catch {
    return null;
  }
}

export const gatewayUrl = (ctx: ServerContext, ticket: string) =>
  `${publicBase(ctx)}/pay/gateway?ticket=${encodeURIComponent(ticket)}`;

/**
 * A zh-CN payment page of this server (the simulated gateway, the cashier): no script, styles
 * inline, `head` adds to the head (a refresh).
 */
export function paymentPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<style>body{font:15px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f7fa;margin:0;color:#333}
main{max-width:440px;margin:60px auto;background:#fff;border-radius:10px;padding:32px;box-shadow:0 4px 18px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 16px}h2{font-size:16px;margin:12px 0 8px}.amount{font-size:32px;color:#ff4d4f;font-weight:700}.muted{color:#999;font-size:13px}
button,.button{display:inline-block;font-size:15px;border:0;border-radius:6px;padding:10px 24px;cursor:pointer;margin-right:12px;text-decoration:none}
.pay{background:#3ca7fa;color:#fff}.cancel{background:#eee;color:#666}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#666}dd{margin:0;text-align:right}
fieldset{border:0;padding:0;margin:0 0 20px}legend{color:#666;margin-bottom:8px}
.method{display:flex;align-items:center;gap:10px;border:1px solid #e5e5e5;border-radius:8px;padding:12px;margin-bottom:10px}
details{border:1px solid #e5e5e5;border-radius:8px;padding:12px;margin-bottom:10px}summary{cursor:pointer}
.error{color:#ff4d4f}</style></head>
<body><main>${body}</main></body></html>`;
}

const page = paymentPage;

export function gatewayRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get('/pay/gateway', (c) => {
    const ticket = readTicket(ctx, c.req.query('ticket') ?? '');
    if (!ticket)
      return c.html(page('支付链接无效', '<h1>支付链接无效或已过期</h1><p>请返回网站重新发起支付。</p>'), 400);
    const order = findOrderByNo(ctx, ticket.o);
    if (!order) return c.html(page('订单不存在', '<h1>订单不存在</h1>'), 404);
    if (!canContinuePay(order)) {
      const done = order.status === ORDER_STATUS.PAID;
      return c.html(
        page('订单状态', `<h1>${done ? '订单已支付' : '订单已取消'}</h1><p>订单号：${escapeHtml(order.order_id)}</p>`),
      );
    }
    const names = orderGoods(ctx, [order.id])
      .map((g) => `《${escapeHtml(g.goods_name)}》`)
      .join('、');
    const due = Math.max(0, order.charge - order.discount);
    const raw = escapeHtml(c.req.query('ticket') ?? '');
    return c.html(
      page(
        `${paymentName(ticket.g) || '在线支付'} - 模拟收银台`,
        `<h1>${escapeHtml(paymentName(ticket.g) || '在线支付')} · 模拟收银台</h1>
<p class="muted">${escapeHtml(getSetting(ctx, 'webname'))} 的演示支付页面，不会产生真实扣款。</p>
<p>订单号：${escapeHtml(order.order_id)}</p>
<p>商品：${names}</p>
<p class="amount">¥${due}</p>
<form method="post" action="/pay/gateway">
<input type="hidden" name="ticket" value="${raw}">
<button class="pay" name="action" value="pay" type="submit">确认支付</button>
<button class="cancel" name="action" value="cancel" type="submit">取消支付</button>
</form>`,
      ),
    );
  });

  app.post('/pay/gateway', async (c) => {
    const form = await readInput(c);
    const ticket = readTicket(ctx, String(form.ticket ?? ''));
    if (!ticket) return c.html(page('支付链接无效', '<h1>支付链接无效或已过期</h1>'), 400);
    const pay = form.action === 'pay';
    // The order is looked at and paid in one go, once the form has arrived.
    const order = atomically(ctx, () => {
      const found = findOrderByNo(ctx, ticket.o);
      if (found && pay && found.status !== ORDER_STATUS.CANCELLED) {
        markOrderPaid(ctx, found.id, { payment: ticket.g, method: found.payment_method });
      }
      return found;
    });
    if (!order) return c.html(page('订单不存在', '<h1>订单不存在</h1>'), 404);
    // The ticket's addresses were checked when it was issued; checked again here in case the
    // allowed origins changed since. Anything not allowed shows the result page instead.
    const returnTo = (url: string) => (url ? allowedRedirect(url, redirectOrigins(c, ctx)) : null);
    if (!pay) {
      const back = returnTo(ticket.f);
      return back
        ? c.redirect(back, 302)
        : c.html(page('已取消支付', '<h1>已取消支付</h1><p>订单仍可在“我的订单”中继续支付。</p>'));
    }
    if (order.status === ORDER_STATUS.CANCELLED)
      return c.html(page('订单已取消', '<h1>订单已取消，无法支付</h1>'), 409);
    const back = returnTo(ticket.s);
    return back
      ? c.redirect(back, 302)
      : c.html(page('支付成功', `<h1>支付成功</h1><p>订单号：${escapeHtml(order.order_id)}，请返回网站继续学习。</p>`));
  });
}

import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { atomicWrite } from '../../http/atomic-write.js';
import type { AppEnv } from '../../http/auth.js';
import type { Input } from '../../http/input.js';
import { publicBase } from '../../http/public-url.js';
import { allowedRedirect, redirectOrigins } from '../../http/redirect.js';
import { escapeHtml, htmlToText } from '../content/php.js';
import { getSetting } from '../site/settings.js';
import { gatewayUrl, issueTicket, paymentPage } from './gateway.js';
import { ORDER_STATUS } from './schema.js';
import { gatewayEnabled, orderGoods, type OrderRow } from './service.js';
import { orderOfSign } from './unified.js';

/**
 * The cashier of MeEdu 4.9.14+ (PaymentController): `GET|POST /payment/index?sign=` is the page
 * `pay_url` names, opened on the learner's phone (a QR code on PC, a hop on mobile). It shows the
 * order and the enabled methods; choosing WeChat or Alipay fixes the order's payment method and
 * leaves for the gateway, which here is the simulated one (development mode; production offers
 * the hand-pay text alone). `/payment/success` is where the gateway returns; it goes on to the
 * caller's `s_url` when that is one of the site's own addresses.
 */

/** No script on these pages; the styles are inline, forms post back here. */
const CASHIER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const METHODS = [
  { sign: 'wechat', name: '微信支付', off: '未开启微信支付' },
  { sign: 'alipay', name: '支付宝', off: '未开启支付宝支付' },
] as const;

const html = (c: Context, title: string, body: string, head = '') =>
  c.html(paymentPage(title, body, head), 200, { 'Content-Security-Policy': CASHIER_CSP, 'Cache-Control': 'no-store' });

const errorView = (c: Context, message: string) =>
  html(c, '支付失败', `<h1>支付失败</h1><p role="alert">${escapeHtml(message)}</p>`);

/**
 * MeEdu URL-decodes `s_url` and `f_url` once more after the request has been parsed; done the
 * same here so an address encoded either way arrives whole.
 */
function returnAddress(raw: unknown): string {
  if (typeof raw !== 'string' || !raw) return '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Where a return address may send the payer: one of the site's own, else nowhere. */
const allowedReturn = (c: Context, ctx: ServerContext, url: string) =>
  url ? allowedRedirect(url, redirectOrigins(c, ctx)) : null;

function successView(c: Context, ctx: ServerContext, sUrl: string) {
  const next = allowedReturn(c, ctx, sUrl);
  const onward = next
    ? `<p>页面将在 3 秒后跳转</p><p><a class="button pay" href="${escapeHtml(next)}">立即返回</a></p>`
    : '';
  const head = next ? `<meta http-equiv="refresh" content="3;url=${escapeHtml(next)}">` : '';
  return html(c, '支付成功', `<h1>支付成功</h1><p>您的交易已完成<br>请关闭页面</p>${onward}`, head);
}

/** The hand-pay text (admin HTML) as plain paragraphs: the page carries no markup it did not write. */
function handPayParagraphs(text: string): string {
  return text
    .split(/<br\s*\/?>|<\/(?:p|div|li|h\d)>/i)
    .map(htmlToText)
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

function indexView(c: Context, ctx: ServerContext, order: OrderRow, input: Input, error = '') {
  const goods = orderGoods(ctx, [order.id]);
  const total = Math.max(0, order.charge - order.discount);
  const methods = METHODS.filter((m) => gatewayEnabled(ctx, m.sign));
  const handPay = gatewayEnabled(ctx, 'handPay');
  const fUrl = allowedReturn(c, ctx, returnAddress(input.f_url));
  // The form posts back to this very address (sign and return addresses included).
  const action = new URL(c.req.url);
  const rows = [
    ['订单编号', escapeHtml(order.order_id)],
    ['商品名称', escapeHtml(goods[0]?.goods_name ?? '')],
    ['原价', `¥${order.charge}`],
    ...(order.discount > 0 ? [['优惠码抵扣', `-¥${order.discount}`]] : []),
    ['支付金额', `<span class="amount">¥${total}</span>`],
  ];
  const form = methods.length
    ? `<form method="post" action="${escapeHtml(action.pathname + action.search)}">
<fieldset><legend>选择支付方式</legend>
${methods.map((m) => `<label class="method"><input type="radio" name="payment_method" value="${m.sign}" required> ${m.name}</label>`).join('\n')}
</fieldset>
<input type="hidden" name="platform" value="h5">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button class="pay" type="submit">确认支付</button>${fUrl ? `<a class="button cancel" href="${escapeHtml(fUrl)}">取消支付</a>` : ''}
</form>`
    : '';
  const hand = handPay
    ? `<details><summary>线下支付</summary><h2>收款账号信息</h2>${handPayParagraphs(getSetting(ctx, 'payment.handPay.text'))}</details>`
    : '';
  const none = !methods.length && !handPay ? '<p class="muted">暂无可用的支付方式</p>' : '';
  return html(
    c,
    '收银台',
    `<h1>收银台</h1>
<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
${methods.length ? '' : '<h2>选择支付方式</h2>'}${form}${hand}${none}`,
  );
}

/**
 * The cashier. A method is fixed once chosen: a later visit goes straight on to its gateway.
 * The order is read and its method recorded in one transaction, after the form has arrived.
 */
function cashier(c: Context, ctx: ServerContext, input: Input): Response {
  const order = orderOfSign(ctx, input.sign);
  if (!order) return errorView(c, '参数错误');
  const sUrl = returnAddress(input.s_url);
  if (order.status === ORDER_STATUS.PAID) return successView(c, ctx, sUrl);
  if (order.status === ORDER_STATUS.CANCELLED) return errorView(c, '订单已取消');
  if (!orderGoods(ctx, [order.id]).length) return errorView(c, '订单信息有误');
  const posted = c.req.method === 'POST';
  if (!posted && !order.payment) return indexView(c, ctx, order, input);

  let payment = order.payment;
  if (!payment) {
    const chosen = typeof input.payment_method === 'string' ? input.payment_method : '';
    if (!chosen) return indexView(c, ctx, order, input, '请选择支付方式');
    if (!METHODS.some((m) => m.sign === chosen)) return errorView(c, '参数错误');
    payment = chosen;
  }
  const method = METHODS.find((m) => m.sign === payment);
  // A method of another flow (hand pay recorded by a v2 call): the page as it is.
  if (!method) return indexView(c, ctx, order, input);
  if (!gatewayEnabled(ctx, method.sign)) return errorView(c, method.off);
  if (!order.payment) {
    const wap = method.sign === 'alipay' || !!input.platform;
    ctx.db
      .prepare('UPDATE orders SET payment = ?, payment_method = ?, updated_at = ? WHERE id = ?')
      .run(method.sign, wap ? 'wap' : 'wechat-jsapi', ctx.options.now(), order.id);
  }
  const success = `${publicBase(ctx)}/payment/success${sUrl ? `?s_url=${encodeURIComponent(sUrl)}` : ''}`;
  const failure = allowedReturn(c, ctx, returnAddress(input.f_url)) ?? '';
  return c.redirect(gatewayUrl(ctx, issueTicket(ctx, { o: order.order_id, g: method.sign, s: success, f: failure })));
}

export function cashierRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const page = atomicWrite(ctx, (c, input) => cashier(c, ctx, input));
  app.get('/payment/index', page);
  app.post('/payment/index', page);
  app.get('/payment/success', (c) => successView(c, ctx, returnAddress(c.req.query('s_url'))));
}

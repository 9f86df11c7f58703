/** Gateway icons for GET /api/v2/order/payments, drawn as SVG. */
const ICONS: Record<string, { bg: string; label: string }> = {
  alipay: { bg: '#1677ff', label: '支' },
  wechat: { bg: '#07c160', label: '微' },
  handPay: { bg: '#fa8c16', label: '汇' },
};

export function paymentIcon(sign: string): Response {
  const icon = ICONS[sign];
  if (!icon) return new Response('not found', { status: 404 });
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
<rect width="48" height="48" rx="10" fill="${icon.bg}"/>
<text x="24" y="32" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">${icon.label}</text>
</svg>`;
  return new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}

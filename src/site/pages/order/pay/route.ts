import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/order/pay',
  requiresLogin: true,
  title: '支付订单',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

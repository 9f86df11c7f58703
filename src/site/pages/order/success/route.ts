import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/order/success',
  requiresLogin: true,
  title: '支付结果',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/orders',
  requiresLogin: true,
  title: '我的订单',
  nav: { label: '我的订单' },
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

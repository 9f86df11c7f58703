import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/order',
  requiresLogin: true,
  title: '确认订单',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

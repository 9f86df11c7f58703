import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/',
  requiresLogin: true,
  title: '用户中心',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的资料' },
});

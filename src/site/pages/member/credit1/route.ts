import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/credit1-records',
  requiresLogin: true,
  title: '积分明细',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '积分明细' },
});

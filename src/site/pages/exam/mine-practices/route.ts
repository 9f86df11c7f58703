import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/practice',
  requiresLogin: true,
  title: '我的练习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的练习', feature: 'practice' },
});

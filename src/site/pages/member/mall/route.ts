import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/credit1-free',
  requiresLogin: true,
  title: '积分商城',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '积分商城', feature: 'credit1Mall' },
});

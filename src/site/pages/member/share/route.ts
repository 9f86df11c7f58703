import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/share',
  requiresLogin: true,
  title: '推广中心',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

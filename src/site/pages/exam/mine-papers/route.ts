import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/paper',
  requiresLogin: true,
  title: '我的考试',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的考试', feature: 'paper' },
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/learnPath',
  title: '学习路径',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/exam/collection/play',
  layout: 'bare',
  requiresLogin: true,
  title: '收藏习题练习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/exam/papers/play',
  layout: 'bare',
  requiresLogin: true,
  title: '在线考试',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

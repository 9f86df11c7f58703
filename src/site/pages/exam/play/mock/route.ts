import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/exam/mockpaper/play',
  layout: 'bare',
  requiresLogin: true,
  title: '模拟考试',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

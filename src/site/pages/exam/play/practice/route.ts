import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/exam/practice/play',
  layout: 'bare',
  requiresLogin: true,
  title: '练习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/login',
  layout: 'header',
  title: '登录',
  page: () => import('./index.js'),
});

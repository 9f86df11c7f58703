import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/login/callback',
  title: '正在登录',
  page: () => import('./index.js'),
});

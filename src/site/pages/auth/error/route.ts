import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/error',
  title: '登录失败',
  page: () => import('./index.js'),
});

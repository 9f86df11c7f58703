import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/bind-mobile',
  title: '绑定手机号',
  page: () => import('./index.js'),
});

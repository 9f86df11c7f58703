import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/messages',
  requiresLogin: true,
  title: '我的消息',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的消息' },
});

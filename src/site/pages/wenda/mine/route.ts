import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/questions',
  requiresLogin: true,
  title: '我的问答',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的问答', feature: 'wenda' },
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/mockpaper',
  requiresLogin: true,
  title: '我的模考',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的模考', feature: 'mockPaper' },
});

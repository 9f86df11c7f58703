import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/certs',
  requiresLogin: true,
  title: '我的证书',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '我的证书', feature: 'cert' },
});

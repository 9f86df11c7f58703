import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/code-exchanger',
  requiresLogin: true,
  title: '兑换码',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '兑换码', feature: 'codeExchanger' },
});

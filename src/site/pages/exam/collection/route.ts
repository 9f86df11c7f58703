import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/collection',
  title: '收藏习题',
  page: () => import('./index.js'),
  nav: { label: '收藏习题', feature: 'paper' },
});

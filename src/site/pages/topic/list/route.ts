import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/topic',
  title: '图文',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

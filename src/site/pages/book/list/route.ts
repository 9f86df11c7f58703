import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/book',
  title: '电子书',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

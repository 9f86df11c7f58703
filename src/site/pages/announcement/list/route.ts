import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/announcement',
  title: '网站公告',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

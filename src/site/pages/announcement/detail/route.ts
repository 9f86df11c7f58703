import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/announcement/:id',
  title: '公告详情',
  params: idParam('id'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

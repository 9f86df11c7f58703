import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/papers/detail/:id',
  requiresLogin: true,
  title: '试卷详情',
  params: idParam('id'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

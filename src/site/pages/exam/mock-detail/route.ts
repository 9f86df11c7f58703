import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/mockpaper/detail/:id',
  requiresLogin: true,
  title: '模拟考试详情',
  params: idParam('id'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

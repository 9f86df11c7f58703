import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/practice/detail/:id',
  requiresLogin: true,
  title: '练习详情',
  params: idParam('id'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

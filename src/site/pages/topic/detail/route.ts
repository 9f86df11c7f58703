import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/topic/detail/:courseId',
  title: '图文详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

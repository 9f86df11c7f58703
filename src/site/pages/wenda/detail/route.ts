import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/wenda/detail/:courseId',
  title: '问题详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

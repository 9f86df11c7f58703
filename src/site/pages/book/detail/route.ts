import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/book/detail/:courseId',
  title: '电子书详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/courses/detail/:courseId',
  title: '课程详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

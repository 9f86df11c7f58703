import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/learnPath/detail/:courseId',
  title: '学习路径详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

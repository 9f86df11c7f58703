import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/book/read/:courseId',
  layout: 'footer',
  requiresLogin: true,
  title: '阅读',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

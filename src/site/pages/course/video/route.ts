import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/courses/video/:courseId',
  requiresLogin: true,
  title: '视频学习',
  // The parameter is the lesson's id (the spec names it courseId; the mobile hand-off keeps it as id).
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

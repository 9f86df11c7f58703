import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/live/video/:courseId',
  feature: 'live',
  layout: 'bare',
  requiresLogin: true,
  title: '直播',
  // The spec names the parameter courseId; it is the session's id, as the mobile hand-off's `id`.
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

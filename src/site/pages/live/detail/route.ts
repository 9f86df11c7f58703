import { idParam, defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/live/detail/:courseId',
  feature: 'live',
  title: '直播课详情',
  params: idParam('courseId'),
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

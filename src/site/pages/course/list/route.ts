import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/courses',
  title: '全部课程',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

import { defineRoute } from '#site/route-def.js';

// Live courses (Zhibo).
export default defineRoute({
  path: '/live',
  feature: 'live',
  title: '直播课',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

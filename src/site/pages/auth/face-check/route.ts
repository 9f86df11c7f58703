import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/face-check',
  title: '实名认证',
  page: () => import('./index.js'),
});

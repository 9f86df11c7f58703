import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/wenda',
  title: '问答',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

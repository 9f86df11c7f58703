import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/',
  title: '考试练习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '考试首页', feature: 'paper' },
});

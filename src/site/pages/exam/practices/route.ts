import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/practice',
  title: '练习模式',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '练习模式', feature: 'practice' },
});

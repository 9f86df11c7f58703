import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/papers',
  title: '在线考试',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '在线考试', feature: 'paper' },
});

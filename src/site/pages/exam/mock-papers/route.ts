import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/mockpaper',
  title: '模拟考试',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
  nav: { label: '模拟考试', feature: 'mockPaper' },
});

import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/wrongbook',
  title: '考试错题本',
  page: () => import('./index.js'),
  nav: { label: '错题本', feature: 'wrongBook' },
});

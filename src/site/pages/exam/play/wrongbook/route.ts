import { defineRoute } from '#site/route-def.js';

export default defineRoute({
  path: '/exam/wrongbook/play',
  layout: 'bare',
  requiresLogin: true,
  title: '错题练习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

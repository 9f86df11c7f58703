import { defineRoute } from '../../route-def.js';

export default defineRoute({
  path: '/study-center',
  requiresLogin: true,
  title: '我的学习',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

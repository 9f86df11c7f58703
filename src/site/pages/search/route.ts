import { defineRoute } from '../../route-def.js';

export default defineRoute({
  path: '/search',
  title: '搜索',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

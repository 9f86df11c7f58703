import { defineRoute } from '../../route-def.js';

export default defineRoute({
  path: '/search',
  title: '搜索',
  page: () => import('./index.js'),
});

import { defineRoute } from '../../route-def.js';

export default defineRoute({
  path: '/',
  title: '首页',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

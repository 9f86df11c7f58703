import { defineRoute } from '../../route-def.js';

export default defineRoute({
  path: '/vip',
  title: 'VIP会员',
  data: () => import('./data.js'),
  page: () => import('./index.js'),
});

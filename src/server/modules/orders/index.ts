import type { ServerModule } from '../module.js';
import { orderRoutes } from './routes.js';
import { ORDERS_SCHEMA } from './schema.js';
import { seedOrders } from './seed.js';

export { ORDER_STATUS, STATUS_TEXT } from './schema.js';
export { createOrder, markOrderPaid, findOrderByNo, findPromoCode, promoCodeCanUse, type OrderRow } from './service.js';

/** Orders, order goods, promo codes, payment methods and the simulated gateway. */
export const ordersModule: ServerModule = {
  name: 'orders',
  schema: ORDERS_SCHEMA,
  seed: seedOrders,
  routes: orderRoutes,
};

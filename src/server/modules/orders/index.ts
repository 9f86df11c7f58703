import type { ServerModule } from '../module.js';
import { CORE_GOODS, CORE_ORDER_GOODS } from './core-goods.js';
import { orderRoutes } from './routes.js';
import { ORDERS_SCHEMA } from './schema.js';
import { seedOrders } from './seed.js';

export { ORDER_STATUS, STATUS_TEXT } from './schema.js';
export { COURSE_GOODS, ROLE_GOODS } from './core-goods.js';
export {
  createOrder,
  markOrderPaid,
  findOrderByNo,
  findPromoCode,
  promoCodeCanUse,
  placeOrder,
  orderNoOfGoods,
  type OrderRow,
} from './service.js';
export {
  goodsRegistry,
  useGoodsOf,
  sellable,
  rowKind,
  type GoodsKind,
  type ModuleGoods,
  type OrderGoods,
  type SellableKind,
  type SellableItem,
} from './goods-kinds.js';

/** Orders, order goods, promo codes, payment methods, the cashier (4.9.14+) and the simulated gateway. */
export const ordersModule: ServerModule = {
  name: 'orders',
  schema: ORDERS_SCHEMA,
  seed: seedOrders,
  routes: orderRoutes,
  goods: { kinds: CORE_GOODS, orderGoods: CORE_ORDER_GOODS },
};

import { orderStatus } from '#core/order/index.js';
import { pageData } from '#site/kit/page-data.js';
import { isOrderNo, orderPayOf } from '../address.js';

export default pageData((_: unknown, search) => {
  const { order_id } = orderPayOf(search);
  return isOrderNo(order_id) ? [orderStatus(order_id)] : [];
});

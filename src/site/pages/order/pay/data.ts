import { handPayText, paymentMethods, wechatPayCode } from '#core/order/index.js';
import { pageData } from '#site/kit/page-data.js';
import { isOrderNo, orderPayOf } from '../address.js';

export default pageData((_: unknown, search) => {
  const { order_id, payment } = orderPayOf(search);
  if (!isOrderNo(order_id)) return [];
  return [
    payment === 'wechat' ? wechatPayCode(order_id) : payment === 'handPay' ? handPayText(order_id) : paymentMethods(),
  ];
});

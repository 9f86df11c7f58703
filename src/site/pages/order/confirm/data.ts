import { paymentMethods } from '#core/order/index.js';
import { pageData } from '#site/kit/page-data.js';
import { orderGoodsOf } from '../address.js';
import { GOODS_KINDS } from '../goods-kinds.js';

export default pageData((_: unknown, search) => {
  const { goods_type: type, goods_id: id } = orderGoodsOf(search);
  return [paymentMethods(), ...(type && id ? [GOODS_KINDS[type].read(id)] : [])];
});

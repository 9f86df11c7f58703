import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { orderGoodsKind, flashSaleOrders, groupBuyOrders, memberOrders } from '#core/order/index.js';
import type { Page } from '#core/client/index.js';
import type { FlashSaleOrder, GroupBuyOrder, MemberOrder } from '#core/order/index.js';
import * as paths from '#core/paths/index.js';
import { configFunc } from '#core/session/index.js';
import { Link } from '#widgets/ui/link.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { type LoadState } from '#widgets/ui/page-state.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { useUrlState } from '#site/shell/url-state.js';
import { MEMBER_ORDER_TABS, MEMBER_ORDERS_PAGE_SIZE as SIZE, memberOrdersSchema } from './data.js';
import { OrderAmount } from './order-amount.js';
import * as css from './orders.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { tabsInAddress } from '#site/kit/address-tabs.js';

const GROUP_STATUS_TEXT: Record<number, string> = { 0: '拼团中', 1: '拼团成功', 2: '拼团失败' };

/** A title that links to its page when there is one. */
function Name({ href, children }: { href: string | null; children: string }) {
  return (
    <h2 className={css.name}>
      {href ? (
        <Link className={css.nameLink} href={href}>
          {children}
        </Link>
      ) : (
        children
      )}
    </h2>
  );
}

/**
 * The goods' picture, or its empty frame where there is none (MeEdu gives VIP orders no
 * `goods_thumb`): the row's columns stay in place either way.
 */
function Thumb({ src }: { src: string | undefined }) {
  const frame = <span className={css.thumb} aria-hidden="true" />;
  return <SafeImage className={css.thumb} src={src} alt="" width={112} height={84} fallback={frame} />;
}

function OrderRow({ order }: { order: MemberOrder }) {
  const goods = order.goods[0];
  const kind = goods ? orderGoodsKind(goods.goods_type) : null;
  const name = order.goods.map((g) => g.goods_name).join('、') || '商品已删除';
  return (
    <li className={css.order}>
      <Thumb src={goods?.goods_thumb} />
      <div className={css.body}>
        <Name href={kind ? paths.resourcePath(kind, goods.goods_id) : null}>{name}</Name>
        <p className={css.meta}>
          <span>订单号：{order.order_id}</span>
          <RelativeTime value={order.created_at} withTime />
          {order.payment_text ? <span>{order.payment_text}</span> : null}
        </p>
      </div>
      <div className={css.side}>
        <OrderAmount order={order} />
        <span className={order.continue_pay ? css.unpaid : css.status}>{order.status_text}</span>
        {order.continue_pay ? (
          <Link
            className={css.pay}
            href={paths.orderPay({ order_id: order.order_id, back: kind, back_id: goods?.goods_id })}
            aria-label={`继续支付订单${order.order_id}`}
          >
            继续支付
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function SaleRow({ order, kind }: { order: GroupBuyOrder | FlashSaleOrder; kind: 'tg' | 'ms' }) {
  const { goods } = order;
  const itemPath = paths.resourcePath(goods.goods_type, goods.goods_id);
  const unpaid = order.status === 0;
  // A group-buy place is paid through the order made with it; a flash-sale place gets a new one.
  const payHref =
    kind === 'tg'
      ? 'order_id' in order && order.order_id
        ? paths.orderPay({ order_id: order.order_id, back: goods.goods_type, back_id: goods.goods_id })
        : null
      : paths.order({ goods_type: 'ms', goods_id: order.item_id });
  return (
    <li className={css.order}>
      <Thumb src={goods.goods_thumb} />
      <div className={css.body}>
        <Name href={itemPath}>{goods.goods_title || '商品已删除'}</Name>
        <p className={css.meta}>
          <span>{goods.goods_type_text}</span>
          {'group_status' in order ? <span>{GROUP_STATUS_TEXT[order.group_status] ?? ''}</span> : null}
          <RelativeTime value={order.created_at} withTime />
        </p>
      </div>
      <div className={css.side}>
        <span className={css.price}>￥{order.charge}</span>
        <span className={unpaid ? css.unpaid : css.status}>{order.status_text}</span>
        {unpaid && payHref ? (
          <Link className={css.pay} href={payHref} aria-label={`去支付${goods.goods_title}`}>
            去支付
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function List<T>({
  state,
  onPage,
  row,
}: {
  state: LoadState<Page<T>>;
  onPage(page: number): void;
  row(item: T): ReactNode;
}) {
  return (
    <PagedList state={state} onPage={onPage} noun="订单" lines={6}>
      {(items) => <ul className={css.list}>{items.map(row)}</ul>}
    </PagedList>
  );
}

/**
 * 我的订单 (/member/orders): every order (GET /api/v2/member/orders), and with the group-buy and
 * flash-sale switches their own tabs; unpaid orders lead back to paying them.
 */
export default function MemberOrdersPage() {
  const features = useStore(configFunc);
  const url = useUrlState(memberOrdersSchema);
  const tabs: Array<{ value: (typeof MEMBER_ORDER_TABS)[number]; label: string }> = [
    { value: '', label: '全部订单' },
    ...(features.tuangou ? [{ value: 'tg' as const, label: '团购订单' }] : []),
    ...(features.miaosha ? [{ value: 'ms' as const, label: '秒杀订单' }] : []),
  ];
  const shown = tabsInAddress(tabs, url);
  const tab = shown.tab.value;
  const { page } = url.values;
  const at = { page, size: SIZE };
  const all = usePagedQuery(memberOrders(tab === '' && { page, page_size: SIZE }), at);
  const tg = usePagedQuery(groupBuyOrders(tab === 'tg' && at), at);
  const ms = usePagedQuery(flashSaleOrders(tab === 'ms' && at), at);
  const onPage = (p: number) => url.set({ page: p });

  return (
    <div>
      <h1 className={css.title}>我的订单</h1>
      <Tabs label="订单类型" {...shown.props}>
        {tab === 'tg' ? (
          <List state={tg} onPage={onPage} row={(o: GroupBuyOrder) => <SaleRow key={o.id} order={o} kind="tg" />} />
        ) : tab === 'ms' ? (
          <List state={ms} onPage={onPage} row={(o: FlashSaleOrder) => <SaleRow key={o.id} order={o} kind="ms" />} />
        ) : (
          <List state={all} onPage={onPage} row={(o: MemberOrder) => <OrderRow key={o.id} order={o} />} />
        )}
      </Tabs>
    </div>
  );
}

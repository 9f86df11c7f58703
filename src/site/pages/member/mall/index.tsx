import { useState } from 'react';
import type { CreditGoods, CreditOrder } from '#core/mall/index.js';
import { creditGoods, creditOrders } from '#core/mall/index.js';
import { Button } from '#widgets/ui/button.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { useUrlState } from '#site/shell/url-state.js';
import { MALL_TABS, mallQuery, mallSchema } from './data.js';
import * as css from '../member.css.js';
import { CreditHead } from '../credit-head.js';
import { ExchangeDialog } from './exchange-dialog.js';
import { usePagedQuery } from '#site/kit/paged-query.js';

function GoodsList({ query, onPage }: { query: { page: number; size: number }; onPage(p: number): void }) {
  const state = usePagedQuery(creditGoods(query), query, (raw) => raw.data);
  const [chosen, setChosen] = useState<CreditGoods | null>(null);
  const url = useUrlState(mallSchema);
  return (
    <>
      <PagedList state={state} onPage={onPage} noun="积分商品" cards lines={4}>
        {(items) => (
          <ul className={css.grid}>
            {items.map((g) => (
              <li key={g.id} className={css.tile}>
                <SafeImage className={css.tileImage} src={g.thumb} alt="" width={320} height={200} />
                <h2 className={css.tileTitle}>
                  {g.title}
                  {Number(g.is_v) === 1 ? <span className={css.badge}>虚拟商品</span> : null}
                </h2>
                <p>
                  <span className={css.points}>{g.charge}</span> 积分
                  <span className={css.muted}>{Number(g.stock) > 0 ? `，库存 ${g.stock}` : ''}</span>
                </p>
                <Button
                  variant={Number(g.stock) > 0 ? 'primary' : 'secondary'}
                  aria-disabled={Number(g.stock) > 0 ? undefined : true}
                  onClick={() => setChosen(g)}
                >
                  {Number(g.stock) > 0 ? (
                    <>
                      兑换<span className={css.srOnly}>{g.title}</span>
                    </>
                  ) : (
                    '已兑完'
                  )}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {chosen ? (
        <ExchangeDialog
          goods={chosen}
          onClose={() => setChosen(null)}
          onExchanged={() => {
            setChosen(null);
            url.set({ tab: 'orders', page: 1 });
          }}
        />
      ) : null}
    </>
  );
}

const addressText = (a: CreditOrder['address']) =>
  Array.isArray(a) ? '' : `${a.name} ${a.mobile} ${a.province}${a.city}${a.area}${a.street}`;

function OrderList({ query, onPage }: { query: { page: number; size: number }; onPage(p: number): void }) {
  const state = usePagedQuery(creditOrders(query), query);
  return (
    <PagedList state={state} onPage={onPage} noun="兑换记录" lines={5}>
      {(items) => (
        <ul className={css.list}>
          {items.map((o) => (
            <li key={o.id} className={css.item}>
              <SafeImage className={css.thumb} src={o.goods_thumb} alt="" width={96} height={60} />
              <div className={css.grow}>
                <p className={css.strong}>{o.goods_title}</p>
                <p className={css.muted}>
                  {Number(o.goods_is_v) === 1
                    ? '已发放'
                    : Number(o.is_send) === 1
                      ? `已发货${o.express_number ? `，快递单号 ${o.express_number}` : ''}`
                      : '待发货'}
                  {addressText(o.address) ? ` · ${addressText(o.address)}` : ''}
                </p>
                <RelativeTime className={css.muted} value={o.created_at} />
              </div>
              <span className={css.minus}>-{o.total_charge} 积分</span>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** /member/credit1-free: the points mall (goods, exchange with an address) and the member's exchanges. */
export default function CreditMallPage() {
  const url = useUrlState(mallSchema);
  const { tab, list } = mallQuery(url.search);
  const selected = MALL_TABS.indexOf(tab);
  const onPage = (p: number) => url.set({ page: p });
  return (
    <>
      <CreditHead title="积分商城" />
      <section className={css.card}>
        <Tabs
          label="积分商城"
          items={['积分商品', '我的兑换']}
          selected={selected}
          onSelect={(i) => url.set({ tab: MALL_TABS[i], page: 1 })}
        >
          {tab === 'orders' ? <OrderList query={list} onPage={onPage} /> : <GoodsList query={list} onPage={onPage} />}
        </Tabs>
      </section>
    </>
  );
}

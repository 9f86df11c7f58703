import { useStore } from '@nanostores/react';
import * as paths from '#core/paths/index.js';
import { vipRoles } from '#core/vip/index.js';
import { configFunc } from '#core/session/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Price } from '#widgets/ui/price.js';
import { EmptyState, PageState, Skeleton } from '#widgets/ui/page-state.js';
import { BuyLink } from '../../kit/buy-link.js';
import * as css from './vip.css.js';

/** The VIP plans (GET /api/v2/roles) with the way to buy each (/order?goods_type=role). */
export default function VipPage() {
  const { vip } = useStore(configFunc);
  const roles = useQuery(vipRoles(vip));
  return (
    <div className={css.page}>
      <div className={css.intro}>
        <h1 className={css.title}>VIP会员</h1>
        <p className={css.lead}>开通会员，会员期内全站付费课程免费学。</p>
      </div>
      <div className={css.band}>
        {!vip ? (
          <EmptyState>本站暂未开放VIP会员</EmptyState>
        ) : (
          <PageState
            state={roles}
            skeleton={<Skeleton variant="cards" lines={3} label="会员方案加载中" />}
            errorTitle="会员方案加载失败"
            empty="暂无会员方案"
            isEmpty={(list) => !list.length}
          >
            {(list) => (
              <ul className={css.plans} aria-label="会员方案">
                {list.map((role) => (
                  <li key={role.id} className={css.plan}>
                    <h2 className={css.planName}>{role.name}</h2>
                    <p className={css.planPrice}>
                      <Price item={role} className={css.planCharge} />
                      <span className={css.planDays}>/ {Number(role.expire_days) || 0}天</span>
                    </p>
                    {role.desc_rows.some((row) => row.trim()) ? (
                      <ul className={css.planDesc}>
                        {role.desc_rows
                          .filter((row) => row.trim())
                          .map((row, i) => (
                            <li key={i}>{row}</li>
                          ))}
                      </ul>
                    ) : (
                      <div className={css.planDesc} />
                    )}
                    <BuyLink
                      className={css.buy}
                      href={paths.order({ goods_type: 'role', goods_id: role.id })}
                      aria-label={`立即开通${role.name}`}
                    >
                      立即开通
                    </BuyLink>
                  </li>
                ))}
              </ul>
            )}
          </PageState>
        )}
      </div>
    </div>
  );
}

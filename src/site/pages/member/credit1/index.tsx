import { useStore } from '@nanostores/react';
import { credit1Records } from '../../../../core/member/index.js';
import { user } from '../../../../core/session/index.js';
import { Skeleton } from '../../../../widgets/ui/page-state.js';
import { PagedList } from '../../../../widgets/ui/paged-list.js';
import { RelativeTime } from '../../../../widgets/ui/relative-time.js';
import { useUrlState } from '../../../shell/url-state.js';
import { credit1Query } from './data.js';
import { pageSchema } from '../../../kit/list-data.js';
import * as css from '../member.css.js';
import { usePagedQuery } from '../../../kit/paged-query.js';

/** /member/credit1-records: the points history, newest first, with relative times (spec section 9). */
export default function Credit1RecordsPage() {
  const member = useStore(user);
  const url = useUrlState(pageSchema);
  const query = credit1Query(url.search);
  const state = usePagedQuery(credit1Records(query), { page: query.page, size: query.page_size });
  return (
    <>
      <div className={css.headRow}>
        <h1 className={css.title}>积分明细</h1>
        <p>
          当前积分 <span className={css.points}>{member?.credit1 ?? 0}</span>
        </p>
      </div>
      <section className={css.card} aria-label="积分记录">
        <PagedList
          state={state}
          onPage={(p) => url.set({ page: p })}
          empty="暂无积分记录"
          pagerLabel="积分记录分页"
          skeleton={<Skeleton lines={6} label="积分记录加载中" />}
          errorTitle="积分记录加载失败"
        >
          {(items) => (
            <ul className={css.list}>
              {items.map((r, i) => (
                <li key={`${r.created_at}-${i}`} className={css.item}>
                  <div className={css.grow}>
                    <p className={css.strong}>{r.remark}</p>
                    <RelativeTime className={css.muted} value={r.created_at} />
                  </div>
                  <span className={Number(r.sum) >= 0 ? css.plus : css.minus}>
                    {Number(r.sum) >= 0 ? `+${r.sum}` : r.sum}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </>
  );
}

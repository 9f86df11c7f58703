import { credit1Records } from '#core/member/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { useUrlState } from '#site/shell/url-state.js';
import { credit1Query } from './data.js';
import { pageSchema } from '#site/kit/list-data.js';
import * as css from '../member.css.js';
import { CreditHead } from '../credit-head.js';
import { usePagedQuery } from '#site/kit/paged-query.js';

/** /member/credit1-records: the points history, newest first, with relative times (spec section 9). */
export default function Credit1RecordsPage() {
  const url = useUrlState(pageSchema);
  const query = credit1Query(url.search);
  const state = usePagedQuery(credit1Records(query), { page: query.page, size: query.page_size });
  return (
    <>
      <CreditHead title="积分明细" />
      <section className={css.card} aria-label="积分记录">
        <PagedList state={state} onPage={(p) => url.set({ page: p })} noun="积分记录" lines={6}>
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

import type { ReactNode } from 'react';
import type { SimplePage, SizeQuery, FetcherStore } from '#core/client/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { useUrlState } from '../../shell/url-state.js';
import { MEMBER_EXAM_PAGE_SIZE } from './address.js';
import { pageSchema } from '../../kit/list-data.js';
import * as css from './exam.css.js';
import { usePagedQuery } from '../../kit/paged-query.js';

/** A member's exam records (papers, mock papers, practices): one paged list each. */
export function ExamRecordsPage<T>({
  heading,
  query,
  noun,
  children,
}: {
  heading: string;
  query(q: SizeQuery): FetcherStore<SimplePage<T>>;
  /** 考试记录, 练习记录 */
  noun: string;
  children(item: T): ReactNode;
}) {
  const url = useUrlState(pageSchema);
  const q = { page: url.values.page, size: MEMBER_EXAM_PAGE_SIZE };
  const state = usePagedQuery(query(q), q);
  return (
    <div className={css.page}>
      <h1 className={css.title}>{heading}</h1>
      <PagedList state={state} onPage={(page) => url.set({ page })} noun={noun} lines={6}>
        {(items) => (
          <ul className={css.list} aria-label={noun}>
            {items.map(children)}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { ExamCategory, ExamList, ExamListQuery } from '#core/exam/index.js';
import { phpMap } from '#core/client/index.js';
import type { FetcherStore } from '#core/client/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { FilterOption, FilterRow } from '../../shell/filter-rows.js';
import { useUrlState } from '../../shell/url-state.js';
import { examListQuery, examListSchema } from './address.js';
import * as css from './exam.css.js';
import { usePagedQuery } from '../../kit/paged-query.js';

export interface ExamListPageProps<T, L extends ExamList<T>> {
  heading: string;
  /** The list's query (papers, mock papers, practices). */
  query(q: ExamListQuery): FetcherStore<L>;
  /** What the list is called (accessible names, the empty and error states): 试卷, 模拟试卷, 练习. */
  noun: string;
  children(items: T[], data: L): ReactNode;
}

/** Category, sub-category and page live in the address (`cid1`, `cid2`, `page`). */
export function ExamListPage<T, L extends ExamList<T> = ExamList<T>>({
  heading,
  query,
  noun,
  children,
}: ExamListPageProps<T, L>) {
  const url = useUrlState(examListSchema);
  const q = examListQuery(url.search);
  const state = usePagedQuery(query(q), q, (raw) => raw.data);
  const data = state.raw;
  const categories: ExamCategory[] = data?.categories ?? [];
  const subs = phpMap(data?.category_children)[url.values.cid1] ?? [];
  // A new filter starts again from page 1.
  const at = (patch: { cid1?: number; cid2?: number }) => url.href({ page: 1, cid2: 0, ...patch });

  return (
    <div className={css.page}>
      <h1 className={css.title}>{heading}</h1>
      <nav className={css.filters} aria-label={`${noun}筛选`}>
        {!data ? (
          state.status === 'error' ? null : (
            <div className={css.filterSkeleton} aria-hidden="true" />
          )
        ) : (
          <>
            <FilterRow label="分类">
              <FilterOption href={at({ cid1: 0 })} current={!url.values.cid1}>
                全部
              </FilterOption>
              {categories.map((c) => (
                <FilterOption key={c.id} href={at({ cid1: c.id })} current={url.values.cid1 === c.id}>
                  {c.name}
                </FilterOption>
              ))}
            </FilterRow>
            {subs.length ? (
              <FilterRow label="子类">
                <FilterOption href={at({ cid1: url.values.cid1 })} current={!url.values.cid2}>
                  全部
                </FilterOption>
                {subs.map((c) => (
                  <FilterOption
                    key={c.id}
                    href={at({ cid1: url.values.cid1, cid2: c.id })}
                    current={url.values.cid2 === c.id}
                  >
                    {c.name}
                  </FilterOption>
                ))}
              </FilterRow>
            ) : null}
          </>
        )}
      </nav>
      <PagedList state={state} onPage={(page) => url.set({ page })} noun={noun} lines={6}>
        {(items) => (
          <ul className={css.list} aria-label={`${noun}列表`}>
            {children(items, data!)}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

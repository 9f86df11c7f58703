import { useEffect, useRef, useState } from 'react';
import { useQuery } from '../data/use-query.js';
import { CourseCardSkeleton, ItemCard } from './course-card.js';
import { COURSES, KIND_NOUNS, known, loadSource, type ListSource } from './kinds.js';
import { itemHref, listQuery, resolveOptions, type CourseListOptions, type ListKind } from './options.js';
import { Pager, type PageControl } from '../ui/pager.js';
import * as css from './course-list.css.js';

export type CourseListProps = CourseListOptions & {
  /** The pager's controls: links to the pages' addresses on the site (page-links.tsx). */
  pageControl?: PageControl;
};

/** Name of the composed event a page change dispatches from the widget (reaches the embed's host element). */
export const PAGE_CHANGE_EVENT = 'meedu:page-change';

/**
 * The kind's source: vod courses at once, another kind once its code has loaded. A failed load
 * is told like a failed list (with 重试, which loads it again), never an endless skeleton.
 */
function useSource(kind: ListKind): { source?: ListSource; failed: boolean; retry(): void } {
  const [loaded, setLoaded] = useState<{ kind: ListKind; source?: ListSource }>();
  const [attempt, setAttempt] = useState(0);
  const ready = known[kind];
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadSource(kind).then(
      (source) => current && setLoaded({ kind, source }),
      () => current && setLoaded({ kind }),
    );
    return () => {
      current = false;
    };
  }, [kind, attempt, ready]);
  const retry = () => {
    setLoaded(undefined);
    setAttempt((n) => n + 1);
  };
  if (ready) return { source: ready, failed: false, retry };
  const mine = loaded?.kind === kind ? loaded : undefined;
  return { source: mine?.source, failed: !!mine && !mine.source, retry };
}

/**
 * Cards of one kind (vod courses from GET /api/v2/courses by default; live courses, e-books,
 * topics or learning paths from their addon lists): skeleton while loading, 暂无… when empty,
 * 重试 after a failure, optional pager. The page the reader moved to is kept until an option
 * changes; then the list starts again from the `page` option.
 */
export function CourseList(props: CourseListProps) {
  const options = resolveOptions(props);
  const { source, failed: kindFailed, retry: reloadKind } = useSource(options.kind);
  // The query of the `page` option: a change to any filter in it starts the list again.
  const filterKey = options.kind + JSON.stringify(listQuery(options, options.page));
  const [paging, setPaging] = useState({ key: filterKey, page: options.page });
  const page = paging.key === filterKey ? paging.page : options.page;
  // Until the kind's code is there, an idle store: the skeleton shows and nothing is asked.
  const remote = useQuery((source ?? COURSES).store(source ? listQuery(options, page) : false), {
    keepPrevious: true,
  });
  const noun = KIND_NOUNS[options.kind];
  const root = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setPaging({ key: filterKey, page: next });
    props.onPageChange?.(next);
    root.current?.dispatchEvent(
      new CustomEvent(PAGE_CHANGE_EVENT, { bubbles: true, composed: true, detail: { page: next } }),
    );
  };

  const failed = kindFailed || remote.status === 'error';
  const loading = !failed && (remote.status === 'loading' || remote.status === 'idle');
  const current = source && remote.data !== undefined ? source.cards(remote.data, page, options.pageSize) : undefined;
  const items = current?.items ?? [];
  // The pager stays while the next page loads so focus stays on the button just pressed.
  const lastPage = current ? Math.max(current.lastPage, page) : page;

  return (
    <div className={css.root} ref={root} aria-busy={loading || remote.busy}>
      {loading || (!failed && items.length) ? (
        <ul
          className={css.grid}
          style={{ [css.columnsProperty]: String(options.columns) }}
          role="list"
          aria-label={`${noun}${loading ? '加载中' : '列表'}`}
        >
          {loading
            ? Array.from({ length: Math.min(options.pageSize, 24) }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))
            : items.map((item) => (
                <li key={item.id}>
                  <ItemCard item={item} href={itemHref(options, item.id, source?.path?.(item.id))} />
                </li>
              ))}
        </ul>
      ) : (
        <div className={css.state} role={failed ? 'alert' : undefined}>
          <p>{failed ? `${noun}加载失败，请稍后重试` : `暂无${noun}`}</p>
          {failed ? (
            <button type="button" onClick={kindFailed ? reloadKind : remote.reload}>
              重试
            </button>
          ) : null}
        </div>
      )}
      {options.paginate && lastPage > 1 ? (
        <Pager
          page={page}
          lastPage={lastPage}
          onChange={changePage}
          label={`${noun}分页`}
          control={props.pageControl}
        />
      ) : null}
    </div>
  );
}

import { useRef, useState } from 'react';
import { courseList } from '../../core/query/content.js';
import { useQuery } from '../data/use-query.js';
import { CourseCard, CourseCardSkeleton } from './course-card.js';
import { courseHref, coursesQuery, resolveOptions, type CourseListOptions } from './options.js';
import { Pager } from '../ui/pager.js';
import * as css from './course-list.css.js';

export type CourseListProps = CourseListOptions;

/** Name of the composed event a page change dispatches from the widget (reaches the embed's host element). */
export const PAGE_CHANGE_EVENT = 'meedu:page-change';

/**
 * Course cards from GET /api/v2/courses: skeleton while loading, 暂无课程 when empty, 重试 after a
 * failure, optional pager. The page the reader moved to is kept until an option changes; then
 * the list starts again from the `page` option.
 */
export function CourseList(props: CourseListProps) {
  const options = resolveOptions(props);
  // The query of the `page` option: a change to any filter in it starts the list again.
  const filterKey = JSON.stringify(coursesQuery(options, options.page));
  const [paging, setPaging] = useState({ key: filterKey, page: options.page });
  const page = paging.key === filterKey ? paging.page : options.page;
  const query = coursesQuery(options, page);
  const remote = useQuery(courseList(query), { keepPrevious: true });
  const root = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setPaging({ key: filterKey, page: next });
    props.onPageChange?.(next);
    root.current?.dispatchEvent(
      new CustomEvent(PAGE_CHANGE_EVENT, { bubbles: true, composed: true, detail: { page: next } }),
    );
  };

  const loading = remote.status === 'loading' || remote.status === 'idle';
  const failed = remote.status === 'error';
  const current = remote.data;
  const courses = current?.data ?? [];
  // The pager stays while the next page loads so focus stays on the button just pressed.
  const lastPage = current ? Math.max(1, current.last_page, page) : page;

  return (
    <div className={css.root} ref={root} aria-busy={loading || remote.busy}>
      {loading || (!failed && courses.length) ? (
        <ul
          className={css.grid}
          style={{ [css.columnsProperty]: String(options.columns) }}
          role="list"
          aria-label={loading ? '课程加载中' : '课程列表'}
        >
          {loading
            ? Array.from({ length: Math.min(options.pageSize, 24) }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))
            : courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} href={courseHref(options.courseUrl, course.id)} />
                </li>
              ))}
        </ul>
      ) : (
        <div className={css.state} role={failed ? 'alert' : undefined}>
          <p>{failed ? '课程加载失败，请稍后重试' : '暂无课程'}</p>
          {failed ? (
            <button type="button" onClick={remote.reload}>
              重试
            </button>
          ) : null}
        </div>
      )}
      {options.paginate && lastPage > 1 ? (
        <Pager page={page} lastPage={lastPage} onChange={changePage} label="课程分页" />
      ) : null}
    </div>
  );
}

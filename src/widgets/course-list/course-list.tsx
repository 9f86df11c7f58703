import { useRef, useState } from 'react';
import { getCourses } from '../../core/api/content.js';
import type { CourseListItem, LaravelPage } from '../../core/api/types.js';
import { CourseCard, CourseCardSkeleton } from './course-card.js';
import { courseHref, coursesQuery, resolveOptions, type CourseListOptions } from './options.js';
import { Pager } from './pager.js';
import { useRemote } from './use-remote.js';
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
  const filterKey = [options.page, options.categoryId, options.scene, options.pageSize].join('|');
  const [paging, setPaging] = useState({ key: filterKey, page: options.page });
  const page = paging.key === filterKey ? paging.page : options.page;
  const query = coursesQuery(options, page);
  const remote = useRemote<LaravelPage<CourseListItem>>(() => getCourses(query), JSON.stringify(query));
  const root = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setPaging({ key: filterKey, page: next });
    props.onPageChange?.(next);
    root.current?.dispatchEvent(new CustomEvent(PAGE_CHANGE_EVENT, { bubbles: true, composed: true, detail: { page: next } }));
  };

  const loading = remote.status === 'loading';
  const current = remote.data;
  // The pager stays while the next page loads so focus stays on the button just pressed.
  const lastPage = current ? Math.max(1, current.last_page, page) : page;
  const gridStyle = { [css.columnsProperty]: String(options.columns) } as Record<string, string>;

  let body;
  if (loading) {
    body = (
      <ul className={css.grid} style={gridStyle} role="list" aria-label="课程加载中">
        {Array.from({ length: Math.min(options.pageSize, 24) }, (_, i) => (
          <li key={i} className={css.item}>
            <CourseCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (remote.status === 'error') {
    body = (
      <div className={css.state} role="alert">
        <p className={css.stateText}>课程加载失败，请稍后重试</p>
        <button type="button" className={css.retry} onClick={remote.reload}>
          重试
        </button>
      </div>
    );
  } else if (!current || current.data.length === 0) {
    body = (
      <div className={css.state}>
        <p className={css.stateText}>暂无课程</p>
      </div>
    );
  } else {
    body = (
      <ul className={css.grid} style={gridStyle} role="list" aria-label="课程列表">
        {current.data.map((course) => (
          <li key={course.id} className={css.item}>
            <CourseCard course={course} href={courseHref(options.courseUrl, course.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={css.root} ref={root} aria-busy={loading}>
      {body}
      {options.paginate && lastPage > 1 ? (
        <Pager page={page} lastPage={lastPage} onChange={changePage} label="课程分页" />
      ) : null}
    </div>
  );
}

import { useId, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getCourseCategories } from '../../../core/api/content.js';
import type { CourseCategory } from '../../../core/api/types.js';
import { CourseList } from '../../../widgets/course-list/course-list.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { LoadError } from '../../../widgets/ui/page-state.js';
import type { PageProps } from '../../routes.js';
import * as css from './courses.css.js';

export const COURSES_PAGE_SIZE = 16;

export type Scene = '' | 'free' | 'sub';

export const SCENES: ReadonlyArray<{ value: Scene; label: string }> = [
  { value: '', label: '全部' },
  { value: 'free', label: '免费' },
  { value: 'sub', label: '热门' },
];

export interface CoursesFilter {
  categoryId: number;
  scene: Scene;
  page: number;
}

const positive = (raw: string | null) => {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The filter lives in the address (category_id, scene, page), so back and forward restore it. */
export function readFilter(params: URLSearchParams): CoursesFilter {
  const scene = params.get('scene') ?? '';
  return {
    categoryId: positive(params.get('category_id')),
    scene: scene === 'free' || scene === 'sub' ? scene : '',
    page: positive(params.get('page')) || 1,
  };
}

/** The address of a filter; defaults are left out so the plain list is just /courses. */
export function filterHref(f: CoursesFilter): string {
  const q = new URLSearchParams();
  if (f.categoryId) q.set('category_id', String(f.categoryId));
  if (f.scene) q.set('scene', f.scene);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `/courses?${s}` : '/courses';
}

/** The selected top category and child, whichever level category_id names. */
function selection(categories: CourseCategory[], id: number): { top: CourseCategory | null; child: number } {
  for (const top of categories) {
    if (top.id === id) return { top, child: 0 };
    if (top.children?.some((c) => c.id === id)) return { top, child: id };
  }
  return { top: null, child: 0 };
}

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className={css.row}>
      <span className={css.rowLabel} id={id}>
        {label}
      </span>
      <ul className={css.options} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

function Option({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className={current ? css.optionCurrent : css.option} aria-current={current ? 'true' : undefined}>
        {children}
      </Link>
    </li>
  );
}

export default function CoursesPage(_: PageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readFilter(new URLSearchParams(search));
  const categories = useRemote(getCourseCategories, 'course-categories');
  const listTop = useRef<HTMLHeadingElement>(null);
  const list = categories.data ?? [];
  const { top, child } = selection(list, filter.categoryId);
  const at = (patch: Partial<CoursesFilter>) => filterHref({ ...filter, page: 1, ...patch });

  const onPageChange = (page: number) => {
    navigate(filterHref({ ...filter, page }));
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={css.page}>
      <h1 className={css.title}>全部课程</h1>
      <nav className={css.filters} aria-label="课程筛选">
        {categories.status === 'error' ? (
          <LoadError error={categories.error} onRetry={categories.reload} title="课程分类加载失败" />
        ) : categories.status === 'loading' && !categories.data ? (
          <div className={css.filterSkeleton} role="status" aria-busy="true">
            <span className={css.srOnly}>课程分类加载中</span>
          </div>
        ) : (
          <>
            <FilterRow label="分类">
              <Option href={at({ categoryId: 0 })} current={!top}>
                全部
              </Option>
              {list.map((c) => (
                <Option key={c.id} href={at({ categoryId: c.id })} current={top?.id === c.id}>
                  {c.name}
                </Option>
              ))}
            </FilterRow>
            {top && top.children?.length ? (
              <FilterRow label="方向">
                <Option href={at({ categoryId: top.id })} current={!child}>
                  全部
                </Option>
                {top.children.map((c) => (
                  <Option key={c.id} href={at({ categoryId: c.id })} current={child === c.id}>
                    {c.name}
                  </Option>
                ))}
              </FilterRow>
            ) : null}
          </>
        )}
        <FilterRow label="筛选">
          {SCENES.map((s) => (
            <Option key={s.value} href={at({ scene: s.value })} current={filter.scene === s.value}>
              {s.label}
            </Option>
          ))}
        </FilterRow>
      </nav>
      <h2 className={css.srOnly} ref={listTop} tabIndex={-1}>
        课程列表
      </h2>
      <CourseList
        categoryId={filter.categoryId || undefined}
        scene={filter.scene}
        page={filter.page}
        pageSize={COURSES_PAGE_SIZE}
        paginate
        onPageChange={onPageChange}
      />
    </div>
  );
}

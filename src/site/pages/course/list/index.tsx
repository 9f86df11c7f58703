import { useRef } from 'react';
import type { CourseCategory } from '#core/course/index.js';
import { courseCategories } from '#core/course/index.js';
import { CourseList } from '#widgets/course-list/course-list.js';
import { useQuery } from '#widgets/data/use-query.js';
import { LoadError } from '#widgets/ui/page-state.js';
import { useUrlState } from '#site/shell/url-state.js';
import { COURSES_PAGE_SIZE, COURSE_SCENES, coursesSchema } from './data.js';
import { FilterBox, FilterOption as Option, FilterRow, FilterSkeleton } from '#site/shell/filter-rows.js';
import * as css from '#site/kit/list.css.js';
import { pageLinks } from '#widgets/ui/page-links.js';

const SCENE_LABELS: Record<(typeof COURSE_SCENES)[number], string> = { '': '全部', free: '免费', sub: '热门' };

/** The selected top category and child, whichever level category_id names. */
function selection(categories: CourseCategory[], id: number): { top: CourseCategory | null; child: number } {
  for (const top of categories) {
    if (top.id === id) return { top, child: 0 };
    if (top.children?.some((c) => c.id === id)) return { top, child: id };
  }
  return { top: null, child: 0 };
}

/** The filter lives in the address (category_id, scene, page), so back and forward restore it. */
export default function CoursesPage() {
  const url = useUrlState(coursesSchema);
  const filter = url.values;
  const categories = useQuery(courseCategories());
  const listTop = useRef<HTMLHeadingElement>(null);
  const list = categories.data ?? [];
  const { top, child } = selection(list, filter.category_id);
  // A new filter starts again from page 1.
  const at = (patch: Partial<typeof filter>) => url.href({ page: 1, ...patch });

  const onPageChange = (page: number) => {
    url.set({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={css.page}>
      <h1 className={css.title}>全部课程</h1>
      <FilterBox label="课程筛选">
        {categories.status === 'error' ? (
          <LoadError error={categories.error} onRetry={categories.reload} title="课程分类加载失败" />
        ) : !categories.data ? (
          <FilterSkeleton label="课程分类加载中" />
        ) : (
          <>
            <FilterRow label="分类">
              <Option href={at({ category_id: 0 })} current={!top}>
                全部
              </Option>
              {list.map((c) => (
                <Option key={c.id} href={at({ category_id: c.id })} current={top?.id === c.id}>
                  {c.name}
                </Option>
              ))}
            </FilterRow>
            {top && top.children?.length ? (
              <FilterRow label="方向">
                <Option href={at({ category_id: top.id })} current={!child}>
                  全部
                </Option>
                {top.children.map((c) => (
                  <Option key={c.id} href={at({ category_id: c.id })} current={child === c.id}>
                    {c.name}
                  </Option>
                ))}
              </FilterRow>
            ) : null}
          </>
        )}
        <FilterRow label="筛选">
          {COURSE_SCENES.map((scene) => (
            <Option key={scene} href={at({ scene })} current={filter.scene === scene}>
              {SCENE_LABELS[scene]}
            </Option>
          ))}
        </FilterRow>
      </FilterBox>
      <h2 className={css.srOnly} ref={listTop} tabIndex={-1}>
        课程列表
      </h2>
      <CourseList
        categoryId={filter.category_id || undefined}
        scene={filter.scene}
        page={filter.page}
        pageSize={COURSES_PAGE_SIZE}
        paginate
        onPageChange={onPageChange}
        pageControl={pageLinks((page) => url.href({ page }))}
      />
    </div>
  );
}

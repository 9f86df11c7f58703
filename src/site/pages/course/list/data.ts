import { courseCategories, courseList } from '#core/course/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { coursesQuery, resolveOptions } from '#widgets/course-list/options.js';
import { pageData } from '#site/kit/page-data.js';

export const COURSES_PAGE_SIZE = 16;
export const COURSE_SCENES = ['', 'free', 'sub'] as const;

export const coursesSchema = { category_id: int(0), scene: oneOf(COURSE_SCENES), page: int(1) };
export const coursesFilter = (search: string | URLSearchParams) => readQuery(coursesSchema, search);

export default pageData((_: unknown, search) => {
  const f = coursesFilter(search);
  const options = resolveOptions({
    categoryId: f.category_id,
    scene: f.scene,
    page: f.page,
    pageSize: COURSES_PAGE_SIZE,
  });
  return [courseCategories(), courseList(coursesQuery(options, f.page))];
});

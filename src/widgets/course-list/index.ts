import { createMount } from '../runtime/mount.js';
import { CourseList } from './course-list.js';

export { CourseList, PAGE_CHANGE_EVENT, type CourseListProps } from './course-list.js';
export { CourseCard, CourseCardSkeleton, ItemCard, type CourseCardProps } from './course-card.js';
export { cardOf, courseCard, type CardModel } from './kinds.js';
export { Pager, pageSlots, type PagerProps } from '../ui/pager.js';
export { formatPrice, isFree } from '#core/format/price.js';
export {
  DEFAULT_COURSE_URL,
  DEFAULT_PAGE_SIZE,
  DEFAULT_COLUMNS,
  LIST_KINDS,
  courseHref,
  coursesQuery,
  itemHref,
  listQuery,
  resolveOptions,
  type ListKind,
  type CourseListOptions,
  type CourseListScene,
  type ResolvedCourseListOptions,
} from './options.js';

/** Mounts a course list into `element` (the embed runtime passes a node inside a shadow root). */
export const mountCourseList = /* @__PURE__ */ createMount(CourseList);

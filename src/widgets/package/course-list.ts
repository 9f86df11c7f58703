/** `meedu-web/widgets/course-list`: cards of courses, live courses, e-books, topics or learning paths. */
export { CourseList, mountCourseList, type CourseListProps, type CourseListOptions } from '../course-list/index.js';

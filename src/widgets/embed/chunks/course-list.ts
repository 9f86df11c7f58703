import { mountCourseList } from '../../course-list/index.js';

export const widgets = { 'course-list': mountCourseList };
export * from './common.js';

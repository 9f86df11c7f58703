/** Keys and reads of live courses (Zhibo). */
import { getLiveCourses } from '../api/addons.js';
import type { SizeQuery } from '../api/types.js';
import { defineQuery } from './index.js';

export type LiveCoursesQuery = SizeQuery & { cid?: number };

export const liveList = /* @__PURE__ */ defineQuery('live:list', (query: LiveCoursesQuery) => getLiveCourses(query));

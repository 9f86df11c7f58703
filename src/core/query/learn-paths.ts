/** Keys and reads of learning paths (LearnPaths): list, its categories and a path with its steps. */
import { getLearnPath, getLearnPathCategories, getLearnPaths } from '../api/addons.js';
import type { SizeQuery } from '../api/types.js';
import { defineQuery, STALE } from './index.js';

export type LearnPathsQuery = SizeQuery & { category_id?: number };

export const learnPathList = /* @__PURE__ */ defineQuery('learnPath:list', (query: LearnPathsQuery) =>
  getLearnPaths(query),
);
export const learnPathCategories = /* @__PURE__ */ defineQuery(
  'learnPath:categories',
  () => getLearnPathCategories(),
  STALE.static,
);
/** `is_buy` is the member's own. */
export const learnPathDetail = /* @__PURE__ */ defineQuery(
  'learnPath:detail',
  (id: number) => getLearnPath(id),
  STALE.member,
);

/** Keys and reads of learning paths (LearnPaths): list, its categories and a path with its steps. */
import type { SizeQuery } from '../client/index.js';
import { defineQuery, STALE } from '../client/index.js';
import { getLearnPaths, getLearnPathCategories, getLearnPath } from './api.js';

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

import type { FeatureSwitches } from '#core/features/index.js';
import { configFunc } from '#core/session/index.js';
import { searchResults, type SearchType } from '#core/site/index.js';
import { int, oneOf, readQuery, text } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchTypeDef {
  type: SearchType;
  label: string;
  /** The addon switch that must be on; courses and their lessons are always searchable. */
  feature?: keyof FeatureSwitches;
}

export const SEARCH_TYPES: readonly SearchTypeDef[] = [
  { type: 'vod', label: '录播课' },
  { type: 'video', label: '课时' },
  { type: 'live', label: '直播课', feature: 'live' },
  { type: 'book', label: '电子书', feature: 'book' },
  { type: 'topic', label: '图文', feature: 'topic' },
  { type: 'paper', label: '试卷', feature: 'paper' },
  { type: 'practice', label: '练习', feature: 'paper' },
  { type: 'mock_paper', label: '模拟卷', feature: 'paper' },
];

export const searchSchema = {
  keywords: text(100),
  type: oneOf(SEARCH_TYPES.map((t) => t.type)),
  page: int(1),
};

export function enabledTypes(features: FeatureSwitches): SearchTypeDef[] {
  return SEARCH_TYPES.filter((t) => !t.feature || features[t.feature]);
}

/** The types the enabled addons allow, in tab order; an address naming another falls back to 录播课. */
export function readSearch(search: string | URLSearchParams, types: readonly SearchTypeDef[]) {
  const values = readQuery(searchSchema, search);
  return { ...values, type: types.some((t) => t.type === values.type) ? values.type : types[0].type };
}

/** The results query of an address as readSearch read it; null without keywords (nothing is asked). */
export function searchQuery(s: ReturnType<typeof readSearch>) {
  return s.keywords ? { keywords: s.keywords, type: s.type, page: s.page, size: SEARCH_PAGE_SIZE } : null;
}

export default pageData((_: unknown, search) => {
  const query = searchQuery(readSearch(search, enabledTypes(configFunc.get())));
  return query ? [searchResults(query)] : [];
});

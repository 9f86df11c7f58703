import type { SearchType } from '#core/site/index.js';
import { int, oneOf, text } from '#core/url-state/index.js';

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_TYPE_NAMES = [
  'vod',
  'video',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mock_paper',
] as const satisfies readonly SearchType[];
export const searchSchema = { keywords: text(100), type: oneOf(SEARCH_TYPE_NAMES), page: int(1) };

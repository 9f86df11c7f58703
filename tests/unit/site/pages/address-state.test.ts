import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, TAB_SCHEMA } from '#site/kit/format.js';
import { coursesFilter, coursesSchema } from '#site/pages/course/list/data.js';
import { enabledTypes, readSearch, SEARCH_TYPES, searchSchema } from '#site/pages/search/data.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import { formatPrice } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { resourcePath } from '#core/paths/index.js';
import { readQuery, writeQuery } from '#core/url-state/index.js';

const coursesHref = (f: ReturnType<typeof coursesFilter>) => paths.courses(f);

describe('courses filter in the address', () => {
  it('reads category_id, scene and page, refusing what the server would not understand', () => {
    expect(coursesFilter('category_id=3&scene=free&page=2')).toEqual({ category_id: 3, scene: 'free', page: 2 });
    expect(coursesFilter('scene=sub')).toEqual({ category_id: 0, scene: 'sub', page: 1 });
    expect(coursesFilter('category_id=-1&scene=recom&page=0')).toEqual({ category_id: 0, scene: '', page: 1 });
    expect(coursesFilter('category_id=abc&page=x')).toEqual({ category_id: 0, scene: '', page: 1 });
  });

  it('writes only what differs from the plain list', () => {
    expect(coursesHref({ category_id: 0, scene: '', page: 1 })).toBe('/courses');
    expect(coursesHref({ category_id: 3, scene: '', page: 1 })).toBe('/courses?category_id=3');
    expect(coursesHref({ category_id: 3, scene: 'free', page: 4 })).toBe('/courses?category_id=3&scene=free&page=4');
    expect(coursesHref({ category_id: 0, scene: 'sub', page: 2 })).toBe('/courses?scene=sub&page=2');
    // The page's own links and the paths module write the same address.
    expect(writeQuery(coursesSchema, { category_id: 3, scene: 'free', page: 4 })).toBe(
      'category_id=3&scene=free&page=4',
    );
  });

  it('round-trips', () => {
    const f = { category_id: 12, scene: 'sub' as const, page: 3 };
    expect(coursesFilter(coursesHref(f).split('?')[1])).toEqual(f);
  });
});

describe('search state in the address', () => {
  const all = enabledTypes({ ...DEFAULT_SWITCHES, live: true, book: true, topic: true, paper: true });

  it('offers courses and lessons always, the rest only with their addon switched on', () => {
    expect(enabledTypes(DEFAULT_SWITCHES).map((t) => t.type)).toEqual(['vod', 'video']);
    expect(enabledTypes({ ...DEFAULT_SWITCHES, book: true }).map((t) => t.type)).toEqual(['vod', 'video', 'book']);
    expect(enabledTypes({ ...DEFAULT_SWITCHES, paper: true }).map((t) => t.type)).toEqual([
      'vod',
      'video',
      'paper',
      'practice',
      'mock_paper',
    ]);
    expect(all.map((t) => t.type)).toEqual(SEARCH_TYPES.map((t) => t.type));
  });

  it('reads keywords (trimmed), type (default vod, only enabled ones) and page', () => {
    expect(readSearch('keywords=%20Vue%20&type=book&page=3', all)).toEqual({ keywords: 'Vue', type: 'book', page: 3 });
    expect(readSearch('keywords=Go&type=book', enabledTypes(DEFAULT_SWITCHES))).toEqual({
      keywords: 'Go',
      type: 'vod',
      page: 1,
    });
    expect(readSearch('', all)).toEqual({ keywords: '', type: 'vod', page: 1 });
  });

  it('writes keywords always, type and page only when not the default', () => {
    expect(paths.search({ keywords: 'Vue 3', type: 'vod', page: 1 })).toBe('/search?keywords=Vue+3&type=vod');
    expect(writeQuery(searchSchema, { keywords: 'Vue 3', type: 'vod', page: 1 })).toBe('keywords=Vue+3');
    expect(writeQuery(searchSchema, { keywords: '实战', type: 'live', page: 2 })).toBe(
      'keywords=%E5%AE%9E%E6%88%98&type=live&page=2',
    );
    expect(readQuery(searchSchema, 'keywords=%E5%AE%9E%E6%88%98&type=live&page=2')).toEqual({
      keywords: '实战',
      type: 'live',
      page: 2,
    });
  });

  it('links each result type to its detail route', () => {
    const href = Object.fromEntries(SEARCH_TYPES.map((t) => [t.type, resourcePath(t.type, 7)]));
    expect(href).toEqual({
      vod: '/courses/detail/7',
      video: '/courses/video/7',
      live: '/live/detail/7',
      book: '/book/detail/7',
      topic: '/topic/detail/7',
      paper: '/exam/papers/detail/7',
      practice: '/exam/practice/detail/7',
      mock_paper: '/exam/mockpaper/detail/7',
    });
  });
});

describe('course detail formatting', () => {
  it('shows durations as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(1007)).toBe('16:47');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });

  it('shows attachment sizes in B, KB and MB', () => {
    expect(formatBytes(625)).toBe('625 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
  });

  it('prices a course as 免费 or ￥N', () => {
    expect(formatPrice({ is_free: 1, charge: 0 })).toBe('免费');
    expect(formatPrice({ is_free: 0, charge: 0 })).toBe('免费');
    expect(formatPrice({ is_free: 0, charge: 99 })).toBe('￥99');
  });

  it('reads the tab from the address, defaulting to 详情', () => {
    const tab = (q: string) => readQuery(TAB_SCHEMA, q).tab;
    expect(tab('tab=catalog')).toBe('catalog');
    expect(tab('tab=comments')).toBe('comments');
    expect(tab('tab=attach')).toBe('attach');
    expect(tab('')).toBe('intro');
    expect(tab('tab=evil')).toBe('intro');
  });
});

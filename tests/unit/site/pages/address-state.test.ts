import { describe, expect, it } from 'vitest';
import { filterHref, readFilter } from '../../../../src/site/pages/courses/index.js';
import { enabledTypes, readSearch, searchHref, SEARCH_TYPES } from '../../../../src/site/pages/search/index.js';
import { coursePrice, formatBytes, formatDuration, readTab } from '../../../../src/site/pages/course-detail/format.js';
import { DEFAULT_SWITCHES } from '../../../../src/core/features/index.js';

describe('courses filter in the address', () => {
  it('reads category_id, scene and page, refusing what the server would not understand', () => {
    expect(readFilter(new URLSearchParams('category_id=3&scene=free&page=2'))).toEqual({ categoryId: 3, scene: 'free', page: 2 });
    expect(readFilter(new URLSearchParams('scene=sub'))).toEqual({ categoryId: 0, scene: 'sub', page: 1 });
    expect(readFilter(new URLSearchParams('category_id=-1&scene=recom&page=0'))).toEqual({ categoryId: 0, scene: '', page: 1 });
    expect(readFilter(new URLSearchParams('category_id=abc&page=x'))).toEqual({ categoryId: 0, scene: '', page: 1 });
  });

  it('writes only what differs from the plain list', () => {
    expect(filterHref({ categoryId: 0, scene: '', page: 1 })).toBe('/courses');
    expect(filterHref({ categoryId: 3, scene: '', page: 1 })).toBe('/courses?category_id=3');
    expect(filterHref({ categoryId: 3, scene: 'free', page: 4 })).toBe('/courses?category_id=3&scene=free&page=4');
    expect(filterHref({ categoryId: 0, scene: 'sub', page: 2 })).toBe('/courses?scene=sub&page=2');
  });

  it('round-trips', () => {
    const f = { categoryId: 12, scene: 'sub' as const, page: 3 };
    expect(readFilter(new URLSearchParams(filterHref(f).split('?')[1]))).toEqual(f);
  });
});

describe('search state in the address', () => {
  const all = enabledTypes({ ...DEFAULT_SWITCHES, live: true, book: true, topic: true, paper: true });

  it('offers courses and lessons always, the rest only with their addon switched on', () => {
    expect(enabledTypes(DEFAULT_SWITCHES).map((t) => t.type)).toEqual(['vod', 'video']);
    expect(enabledTypes({ ...DEFAULT_SWITCHES, book: true }).map((t) => t.type)).toEqual(['vod', 'video', 'book']);
    expect(enabledTypes({ ...DEFAULT_SWITCHES, paper: true }).map((t) => t.type)).toEqual(['vod', 'video', 'paper', 'practice', 'mock_paper']);
    expect(all.map((t) => t.type)).toEqual(SEARCH_TYPES.map((t) => t.type));
  });

  it('reads keywords (trimmed), type (default vod, only enabled ones) and page', () => {
    expect(readSearch(new URLSearchParams('keywords=%20Vue%20&type=book&page=3'), all)).toEqual({ keywords: 'Vue', type: 'book', page: 3 });
    expect(readSearch(new URLSearchParams('keywords=Go&type=book'), enabledTypes(DEFAULT_SWITCHES))).toEqual({ keywords: 'Go', type: 'vod', page: 1 });
    expect(readSearch(new URLSearchParams(''), all)).toEqual({ keywords: '', type: 'vod', page: 1 });
  });

  it('writes keywords always, type and page only when not the default', () => {
    expect(searchHref({ keywords: 'Vue 3', type: 'vod', page: 1 })).toBe('/search?keywords=Vue+3');
    expect(searchHref({ keywords: '实战', type: 'live', page: 2 })).toBe('/search?keywords=%E5%AE%9E%E6%88%98&type=live&page=2');
  });

  it('links each result type to its detail route', () => {
    const href = Object.fromEntries(SEARCH_TYPES.map((t) => [t.type, t.href(7)]));
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
    expect(coursePrice({ is_free: 1, charge: 0 })).toBe('免费');
    expect(coursePrice({ is_free: 0, charge: 0 })).toBe('免费');
    expect(coursePrice({ is_free: 0, charge: 99 })).toBe('￥99');
  });

  it('reads the tab from the address, defaulting to 详情', () => {
    expect(readTab('catalog')).toBe('catalog');
    expect(readTab('comments')).toBe('comments');
    expect(readTab('attach')).toBe('attach');
    expect(readTab(null)).toBe('intro');
    expect(readTab('evil')).toBe('intro');
  });
});

import { describe, expect, it } from 'vitest';
import * as paths from '#core/paths/index.js';
import { resourcePath, withQuery } from '#core/paths/index.js';

describe('paths', () => {
  it('builds the spec’s routes with ids encoded', () => {
    expect(paths.courseDetail(5)).toBe('/courses/detail/5');
    expect(paths.courseDetail(5, { tab: 'comments' })).toBe('/courses/detail/5?tab=comments');
    expect(paths.courseVideo('7')).toBe('/courses/video/7');
    expect(paths.bookRead('a/b')).toBe('/book/read/a%2Fb');
    expect(paths.memberMessages()).toBe('/member/messages');
  });

  it('leaves defaults out of list addresses', () => {
    expect(paths.courses()).toBe('/courses');
    expect(paths.courses({ page: 1 })).toBe('/courses');
    expect(paths.courses({ category_id: 3, scene: 'free', page: 2 })).toBe('/courses?category_id=3&scene=free&page=2');
    expect(paths.announcements(1)).toBe('/announcement');
    expect(paths.announcements(3)).toBe('/announcement?page=3');
    expect(paths.search({ keywords: 'PHP 入门' })).toBe('/search?keywords=PHP+%E5%85%A5%E9%97%A8');
    expect(paths.login('/member?x=1')).toBe('/login?redirect=%2Fmember%3Fx%3D1');
    expect(withQuery('/x', { a: '', b: 0, c: null, d: false, e: 'y' })).toBe('/x?e=y');
  });

  it('maps resource kinds to their pages, and unknown kinds to nothing', () => {
    expect(resourcePath('vod', 3)).toBe('/courses/detail/3');
    expect(resourcePath('paper_mock', 3)).toBe('/exam/mockpaper/detail/3');
    expect(resourcePath('learnPath', 3)).toBe('/learnPath/detail/3');
    expect(resourcePath('unknown', 3)).toBeNull();
    expect(resourcePath('__proto__', 3)).toBeNull();
  });

  it('leads to the VIP plans for what an order bought as a role, and builds the order page address', () => {
    expect(resourcePath('vip', 0)).toBe('/vip');
    expect(paths.order({ goods_type: 'tg', goods_id: 6, gid: 0 })).toBe('/order?goods_type=tg&goods_id=6');
    expect(paths.order({ goods_type: 'tg', goods_id: 6, gid: 9 })).toBe('/order?goods_type=tg&goods_id=6&gid=9');
  });
});

import { describe, expect, it } from 'vitest';
import { orderGoodsKind } from '#core/order/index.js';
import { resourcePath } from '#core/paths/index.js';

describe('what an order bought', () => {
  it('maps the member order list’s goods types to the pages of what was bought', () => {
    const page = (type: string, id: number) => {
      const kind = orderGoodsKind(type);
      return kind ? resourcePath(kind, id) : null;
    };
    expect(page('COURSE', 5)).toBe('/courses/detail/5');
    expect(page('ROLE', 2)).toBe('/vip');
    expect(page('VIDEO', 8)).toBe('/courses/video/8');
    expect(page('BOOK', 4)).toBe('/book/detail/4');
    expect(page('直播课程', 1)).toBe('/live/detail/1');
    expect(page('文章', 3)).toBe('/topic/detail/3');
    expect(page('学习路径', 1)).toBe('/learnPath/detail/1');
    expect(page('模拟试卷', 7)).toBe('/exam/mockpaper/detail/7');
    // A flash-sale or group-buy place has no page of its own; neither has an unknown type.
    expect(page('秒杀', 3)).toBeNull();
    expect(page('团购', 3)).toBeNull();
    expect(page('constructor', 3)).toBeNull();
  });
});

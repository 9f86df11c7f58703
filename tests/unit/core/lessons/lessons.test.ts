import { describe, expect, it } from 'vitest';
import type { Video } from '#core/course/index.js';
import { firstLessonId, lessonAccess, lessonOrder, nextLessonId, resumeSecond } from '#core/lessons/index.js';

const v = (id: number, free_seconds = 0) => ({ id, free_seconds }) as Video;
const source = {
  chapters: [{ id: 3 }, { id: 2 }],
  videos: { '2': [v(5), v(6)], '3': [v(3), v(4)], '0': [v(1)] },
};

describe('lessons', () => {
  it('orders lessons without a chapter first, then by chapter order; next is null after the last', () => {
    expect(lessonOrder(source).map((x) => x.id)).toEqual([1, 3, 4, 5, 6]);
    expect(firstLessonId(source)).toBe(1);
    expect(nextLessonId(source, 4)).toBe(5);
    expect(nextLessonId(source, 6)).toBeNull();
    expect(firstLessonId({ chapters: [], videos: {} })).toBeNull();
  });

  it('opens a lesson to watch, to try or to buy', () => {
    const paid = { course: { charge: 99, is_free: 0 }, buyVideos: [9] };
    expect(lessonAccess(paid, true, v(1))).toBe('watch');
    expect(lessonAccess(paid, false, v(9))).toBe('watch');
    expect(lessonAccess(paid, false, v(1, 5))).toBe('trial');
    expect(lessonAccess(paid, false, v(2))).toBe('buy');
    expect(lessonAccess({ course: { charge: 0, is_free: 1 }, buyVideos: [] }, false, v(2))).toBe('watch');
  });

  it('resumes where the member left off unless that was the end', () => {
    expect(resumeSecond(4, 9)).toBe(4);
    expect(resumeSecond(6, 9)).toBe(0);
    expect(resumeSecond(0, 9)).toBe(0);
    expect(resumeSecond(4.8, 0)).toBe(0);
  });
});

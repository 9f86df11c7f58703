import { describe, expect, it } from 'vitest';
import { isOn } from '#core/features/index.js';
import { phpMap, phpObject, splitMessages, toNumber } from '#core/client/index.js';
import { normaliseCourseDetail, normaliseVideoDetail, normaliseMemberCourse } from '#core/course/index.js';
import type { RawCourseDetail, RawMemberCourse, RawVideoDetail } from '#core/course/index.js';

describe('phpMap', () => {
  it('turns the empty PHP map [] into {}', () => {
    expect(phpMap([])).toEqual({});
  });
  it('turns an array (keys 0..n-1) into an index-keyed object', () => {
    expect(phpMap([['a'], ['b']])).toEqual({ '0': ['a'], '1': ['b'] });
  });
  it('copies an object keyed by id', () => {
    const src = { '12': 1 };
    const out = phpMap(src);
    expect(out).toEqual({ '12': 1 });
    expect(out).not.toBe(src);
  });
  it('tolerates null and undefined', () => {
    expect(phpMap(null)).toEqual({});
    expect(phpMap(undefined)).toEqual({});
  });
});

describe('phpObject', () => {
  it('[] and missing values are null; objects pass', () => {
    expect(phpObject([])).toBeNull();
    expect(phpObject(null)).toBeNull();
    expect(phpObject(undefined)).toBeNull();
    expect(phpObject({ id: 1 })).toEqual({ id: 1 });
  });
});

describe('flags and numbers', () => {
  it('isOn reads booleans, 0/1 and "0"/"1"', () => {
    expect([true, 1, '1'].map(isOn)).toEqual([true, true, true]);
    expect([false, 0, '0', '', null, undefined].map(isOn)).toEqual([false, false, false, false, false, false]);
  });
  it('toNumber reads string config values, with a fallback', () => {
    expect(toNumber('14')).toBe(14);
    expect(toNumber('0.1')).toBe(0.1);
    expect(toNumber(3)).toBe(3);
    expect(toNumber('', 14)).toBe(14);
    expect(toNumber('red', 1)).toBe(1);
    expect(toNumber(undefined, 7)).toBe(7);
    expect(toNumber(true, 2)).toBe(2);
  });
});

describe('splitMessages', () => {
  it('splits comma-joined validation messages', () => {
    expect(splitMessages('请输入手机号,请输入密码')).toEqual(['请输入手机号', '请输入密码']);
    expect(splitMessages('a,b')).toEqual(['a', 'b']);
  });
  it('keeps a single message, drops empties, keeps full-width commas inside a message', () => {
    expect(splitMessages('手机号或密码错误')).toEqual(['手机号或密码错误']);
    expect(splitMessages('a, ,b,')).toEqual(['a', 'b']);
    expect(splitMessages('一，二')).toEqual(['一，二']);
    expect(splitMessages('')).toEqual([]);
    expect(splitMessages(undefined)).toEqual([]);
  });
});

describe('detail normalisers', () => {
  const course = { id: 5 } as RawCourseDetail['course'];
  const video = { id: 11 } as RawVideoDetail['video'];

  it('course detail: keyed maps, booleans from any flag form, numeric buyVideos', () => {
    const d = normaliseCourseDetail({
      course,
      chapters: [{ id: 3, course_id: 5, title: 'c' }],
      videos: { '3': [video] },
      isBuy: 1,
      isCollect: '0',
      videoWatchedProgress: { '11': { video_id: 11 } as never },
      attach: [],
      buyVideos: ['11' as unknown as number],
    });
    expect(d.isBuy).toBe(true);
    expect(d.isCollect).toBe(false);
    expect(d.videos).toEqual({ '3': [video] });
    expect(Object.keys(d.watchedProgress)).toEqual(['11']);
    expect(d.buyVideos).toEqual([11]);
  });

  it('course and video details share one vocabulary', () => {
    const fromVideo = normaliseVideoDetail({
      video,
      videos: [],
      chapters: [],
      course,
      is_watch: false,
      video_watched_progress: [],
      buy_videos: [],
    });
    expect(fromVideo).toEqual({
      video,
      course,
      chapters: [],
      videos: {},
      isWatch: false,
      watchedProgress: {},
      buyVideos: [],
    });
  });

  it('member course: [] objects become null, the rest is kept', () => {
    const raw = {
      course_id: 1,
      user_id: 2,
      created_at: 'x',
      learned_count: 3,
      watch_record: [],
      last_view_video: [],
      course: [],
    } as RawMemberCourse;
    expect(normaliseMemberCourse(raw)).toEqual({ ...raw, watch_record: null, last_view_video: null, course: null });
  });
});

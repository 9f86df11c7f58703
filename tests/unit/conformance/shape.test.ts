/**
 * The conformance check's shapes (src/conformance/shape.ts): the first difference an answer has,
 * and, for the compiler, that a shape must describe the client's type exactly. The
 * `@ts-expect-error` lines are checked by `tsc --noEmit` (npm run typecheck): should `conforms`
 * ever accept such a shape, the directive itself becomes the error.
 */
import { describe, expect, it } from 'vitest';
import type { Announcement } from '#core/site/index.js';
import type { Flag } from '#core/client/index.js';
import {
  arr,
  bool,
  conforms,
  empty,
  formatDifference,
  map,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  str,
  type Shape,
} from '#conformance/shape.js';
import { announcement, courseDetail, flag, systemConfig } from '#conformance/shapes.js';
import { realData } from '../../real-meedu.js';

const first = (shape: Shape<unknown>, value: unknown) => {
  const d = shape.check(value, 'data');
  return d && formatDifference(d);
};

describe('the first difference', () => {
  const item = obj({ id: num, title: str, tags: arr(str), note: opt(nullable(str)) });

  it('is null for a value of the shape, extra fields and all', () => {
    expect(first(item, { id: 1, title: 'a', tags: ['x'], extra: { deep: true } })).toBeNull();
    expect(first(item, { id: 1, title: 'a', tags: [], note: null })).toBeNull();
  });

  it('names the path, what was expected and what came', () => {
    expect(first(item, { id: '1', title: 'a', tags: [] })).toBe('data.id: expected number, got string "1"');
    expect(first(item, { id: 1, tags: [] })).toBe('data.title: expected string, got nothing');
    expect(first(item, { id: 1, title: 'a', tags: ['x', 2] })).toBe('data.tags[1]: expected string, got number 2');
    expect(first(item, { id: 1, title: 'a', tags: [], note: 3 })).toBe(
      'data.note: expected string | null, got number 3',
    );
    expect(first(arr(item), {})).toBe('data: expected array of object, got object');
    expect(first(map(num), { 7: 1, 'a-b': 'x' })).toBe('data[a-b]: expected number, got string "x"');
    expect(first(str, 'x'.repeat(50))).toBeNull();
    expect(first(num, 'x'.repeat(50))).toBe(`data: expected number, got string "${'x'.repeat(36)}…`);
  });

  it('of one of several shapes is that of the option the value came closest to', () => {
    const shape = oneOf(obj({ id: num, user: obj({ nick_name: str }) }), empty);
    expect(first(shape, [])).toBeNull();
    expect(first(shape, ['x'])).toBe('data: expected object | empty array [], got array (1)');
    expect(first(shape, { id: 1, user: { nick_name: 5 } })).toBe('data.user.nick_name: expected string, got number 5');
    expect(first(oneOf(num, bool), null)).toBe('data: expected number | boolean, got null');
  });

  it('is found in real answers the client could not read', () => {
    const config = realData<Record<string, unknown>>('4.9.30', 'GET /api/v2/other/config');
    expect(first(systemConfig, config)).toBeNull();
    expect(first(systemConfig, { ...config, enabled_addons: 'Paper' })).toBe(
      'data.enabled_addons: expected array of string, got string "Paper"',
    );
    const detail = realData<{ course: Record<string, unknown> }>('4.9.5', 'GET /api/v2/course/1');
    expect(first(courseDetail, detail)).toBeNull();
    expect(first(courseDetail, { ...detail, course: { ...detail.course, charge: '0.00' } })).toBe(
      'data.course.charge: expected number, got string "0.00"',
    );
  });
});

describe('conforms: a shape describes the client type exactly', () => {
  it('accepts the shape of the type, literals widened', () => {
    expect(conforms<Flag>()(oneOf(num, bool, str))).toBeTruthy();
    expect(conforms<{ a: Flag; b?: string }>()(obj({ a: flag, b: opt(str) }))).toBeTruthy();
    expect(announcement).toBeTruthy();
  });

  it('refuses, at compile time, a shape that differs from the type', () => {
    const fields = { id: num, title: str, announcement: str, view_times: num, created_at: str };
    // @ts-expect-error a field the type requires is missing
    conforms<Announcement>()(obj({ id: num, title: str, announcement: str, view_times: num }));
    // @ts-expect-error a wrong primitive
    conforms<Announcement>()(obj({ ...fields, id: str }));
    // @ts-expect-error a field the type does not have
    conforms<Announcement>()(obj({ ...fields, views: num }));
    // @ts-expect-error a field the type makes optional, required
    conforms<Announcement>()(obj({ ...fields, admin_id: num }));
    // @ts-expect-error narrower than the type: a Flag may be a boolean or a string too
    conforms<Flag>()(num);
    expect(conforms<Announcement>()(obj(fields))).toBeTruthy();
  });
});

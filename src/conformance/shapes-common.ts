/** The shapes every domain's answers are built from: pages, flags, PHP's maps, recursion. */
import type { Flag } from '#core/client/index.js';
import { arr, bool, conforms, empty, map, nullable, num, obj, oneOf, str, type Shape } from './shape.js';

/** A recursive shape, named before it is defined. */
export const lazy = <T>(get: () => Shape<T>): Shape<T> => ({
  get expected() {
    return get().expected;
  },
  check: (v, path) => get().check(v, path),
});

export const flag = conforms<Flag>()(oneOf(num, bool, str));
/** A DB value a server sends as a number or as its text. */
export const numOrStr = oneOf(num, str);
/** A PHP map (keyed object, `[]` when empty) or, when its keys are 0..n-1, a list. */
export const phpMap = <T>(value: Shape<T>) => oneOf(map(value), empty);

export const simplePage = <T>(item: Shape<T>) => obj({ data: arr(item), total: num });

export const laravelPage = <T>(item: Shape<T>) =>
  obj({
    current_page: num,
    data: arr(item),
    first_page_url: str,
    from: nullable(num),
    last_page: num,
    last_page_url: str,
    links: arr(obj({ url: nullable(str), label: str, active: bool })),
    next_page_url: nullable(str),
    path: str,
    per_page: num,
    prev_page_url: nullable(str),
    to: nullable(num),
    total: num,
  });

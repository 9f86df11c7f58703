/**
 * A small declarative description of the JSON the client reads, for the conformance check
 * (docs/conformance.md). Each shape knows how to find the first place an answer differs from it,
 * and carries, for the compiler only, the TypeScript type it stands for: `conforms<T>()(shape)`
 * refuses to compile unless that type and the client's response type `T` admit the same values
 * (literals widened, optional fields left out if the client does not need them). The shapes can
 * therefore not drift from the types the client's code is written against.
 */

/** Where an answer first differs from its shape: a path into `data` and what was expected there. */
export interface Difference {
  path: string;
  expected: string;
  actual: string;
}

export interface Shape<T> {
  /** What this shape accepts, as told in a difference ("string", "object", "array"…). */
  readonly expected: string;
  /** null when `value` has the shape, else the first difference (depth first, fields in order). */
  check(value: unknown, path: string): Difference | null;
  /** Never set: carries the described type for the compiler. */
  readonly type?: T;
}

/** A field of `obj` the answer may leave out. */
export interface Optional<T> {
  readonly optional: Shape<T>;
}

type Field = Shape<unknown> | Optional<unknown>;
type TypeOf<S> = S extends Shape<infer T> ? T : never;
type Flat<T> = { [K in keyof T]: T[K] };
type Described<F extends Record<string, Field>> = Flat<
  { [K in keyof F as F[K] extends Optional<unknown> ? never : K]: TypeOf<F[K]> } & {
    [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<infer T> ? T : never;
  }
>;

/** How a value is named in a difference: its JSON kind and a short excerpt. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? `array (${value.length})` : 'empty array []';
  if (typeof value === 'object') return 'object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}

const differ = (path: string, expected: string, value: unknown): Difference => ({
  path,
  expected,
  actual: describeValue(value),
});

const primitive = <T>(name: string, test: (v: unknown) => boolean): Shape<T> => ({
  expected: name,
  check: (v, path) => (test(v) ? null : differ(path, name, v)),
});

export const num: Shape<number> = primitive('number', (v) => typeof v === 'number' && Number.isFinite(v));
export const str: Shape<string> = primitive('string', (v) => typeof v === 'string');
export const bool: Shape<boolean> = primitive('boolean', (v) => typeof v === 'boolean');
export const nul: Shape<null> = primitive('null', (v) => v === null);
/** Anything at all: a value the client passes on without reading. */
export const any: Shape<unknown> = primitive('anything', () => true);
/** PHP's empty map or missing object: exactly `[]`. */
export const empty: Shape<[]> = primitive('empty array []', (v) => Array.isArray(v) && v.length === 0);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const key = (path: string, name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${name}]`);

export const opt = <T>(shape: Shape<T>): Optional<T> => ({ optional: shape });

/** An object with these fields (others may come along: the client ignores them). */
export function obj<F extends Record<string, Field>>(fields: F): Shape<Described<F>> {
  return {
    expected: 'object',
    check(v, path) {
      if (!isObject(v)) return differ(path, 'object', v);
      for (const [name, field] of Object.entries(fields)) {
        const at = key(path, name);
        if ('optional' in field) {
          if (Object.prototype.hasOwnProperty.call(v, name)) {
            const d = field.optional.check(v[name], at);
            if (d) return d;
          }
        } else {
          if (!Object.prototype.hasOwnProperty.call(v, name)) return differ(at, field.expected, undefined);
          const d = field.check(v[name], at);
          if (d) return d;
        }
      }
      return null;
    },
  };
}

/** An array whose every item has the shape. */
export function arr<T>(item: Shape<T>): Shape<T[]> {
  return {
    // Asked when told, not now: the item may be a recursive shape not defined yet.
    get expected() {
      return `array of ${item.expected}`;
    },
    check(v, path) {
      if (!Array.isArray(v)) return differ(path, this.expected, v);
      for (let i = 0; i < v.length; i++) {
        const d = item.check(v[i], `${path}[${i}]`);
        if (d) return d;
      }
      return null;
    },
  };
}

/** An object keyed by id (a PHP map) whose every value has the shape. */
export function map<T>(value: Shape<T>): Shape<Record<string, T>> {
  return {
    get expected() {
      return `map of ${value.expected}`;
    },
    check(v, path) {
      if (!isObject(v)) return differ(path, this.expected, v);
      for (const [name, item] of Object.entries(v)) {
        const d = value.check(item, key(path, name));
        if (d) return d;
      }
      return null;
    },
  };
}

/**
 * One of several shapes. When none fits, the difference told is that of the option the value came
 * closest to (the deepest difference: an object with one wrong field, rather than "not a string").
 */
export function oneOf<S extends Array<Shape<unknown>>>(...options: S): Shape<TypeOf<S[number]>> {
  return {
    get expected() {
      return options.map((o) => o.expected).join(' | ');
    },
    check(v, path) {
      let closest: Difference | null = null;
      for (const option of options) {
        const d = option.check(v, path);
        if (!d) return null;
        if (!closest || d.path.length > closest.path.length) closest = d;
      }
      return closest && closest.path === path ? differ(path, this.expected, v) : closest;
    },
  };
}

export const nullable = <T>(shape: Shape<T>): Shape<T | null> => oneOf(shape, nul);

// --------------------------------------------------------------------------------------------
// The compiler's side: a shape and the client's type must admit the same values.

/** The client's type with literals widened to their primitive (`0 | 1` → number, 'COURSE' → string). */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends object
        ? { [K in keyof T]: Widen<T[K]> }
        : T;

/**
 * True when every value the shape admits is a `T`, and every `T` passes the shape (both widened:
 * a shape built from other shapes carries their client types, literals included).
 */
export type Matches<D, T> = [Widen<D>] extends [Widen<T>] ? ([Widen<T>] extends [Widen<D>] ? true : false) : false;

type Mismatch<D, T> =
  Matches<D, T> extends true
    ? unknown
    : { 'the shape does not match the client type': { shape: Widen<D>; type: Widen<T> } };

/**
 * The shape of the client's response type `T`: compiles only when `shape` describes exactly `T`
 * (a required field missing, an extra field, a wrong primitive or a wrong optionality fails).
 */
export const conforms =
  <T>() =>
  <D>(shape: Shape<D> & Mismatch<D, T>): Shape<T> =>
    shape as unknown as Shape<T>;

/** "data.course.title: expected string, got number 12" */
export const formatDifference = (d: Difference): string => `${d.path}: expected ${d.expected}, got ${d.actual}`;

/**
 * Page and filters live in the query string, read through a small schema: a value that is
 * missing or malformed falls back to its default, and defaults are left out when writing, so
 * `/courses?page=abc` reads as page 1 and page 1 is written as `/courses`.
 */

export interface Field<T> {
  parse(raw: string | null): T;
  /** null when the value is the default (left out of the address). */
  format(value: T): string | null;
}

/** A whole number of at least `min`; `fallback` otherwise. */
export function int(fallback: number, min = 1): Field<number> {
  return {
    parse: (raw) => {
      if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
      const n = Number(raw.trim());
      return n >= min ? n : fallback;
    },
    format: (v) => (v === fallback ? null : String(v)),
  };
}

/** One of a fixed list; the first is the default. */
export function oneOf<const T extends string>(values: readonly T[]): Field<T> {
  return {
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : values[0]),
    format: (v) => (v === values[0] ? null : v),
  };
}

/** Free text, trimmed; '' is the default. */
export function text(maxLength = 200): Field<string> {
  return {
    parse: (raw) => (raw ?? '').trim().slice(0, maxLength),
    format: (v) => (v ? v : null),
  };
}

export type Schema = Record<string, Field<unknown>>;
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

export function readQuery<S extends Schema>(schema: S, search: string | URLSearchParams): Values<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = {} as Record<string, unknown>;
  for (const [name, field] of Object.entries(schema)) out[name] = field.parse(params.get(name));
  return out as Values<S>;
}

/**
 * The query string (without `?`) for these values. Parameters the schema does not own are kept as
 * they were in `keep` (another widget's state on the same address).
 */
export function writeQuery<S extends Schema>(schema: S, values: Values<S>, keep?: string | URLSearchParams): string {
  const params = new URLSearchParams(keep ?? '');
  for (const [name, field] of Object.entries(schema)) {
    const formatted = field.format(values[name as keyof S]);
    if (formatted === null) params.delete(name);
    else params.set(name, formatted);
  }
  return params.toString();
}

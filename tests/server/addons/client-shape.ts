/**
 * Compares an answer of the reference server with a fixture of the same call written from the
 * public PC client's source (tests/fixtures/addons): every field the client reads must be there,
 * with the same JSON type. Values may differ (ids, titles, times).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Fixture {
  endpoint: string;
  request: { method: string; path: string; body?: unknown; body_examples?: unknown[]; query?: unknown };
  response: { code: number; message: string; data: unknown };
  read_by: string[];
  notes: string[];
}

export function fixture(name: string): Fixture {
  const url = new URL(`../../fixtures/addons/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as Fixture;
}

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => kind(v) === 'object';
/** A PHP map keyed by ids (`{"1": …}`), whose keys differ from one server to another. */
const isIdMap = (v: Record<string, unknown>) => {
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
};

/**
 * Where `actual` lacks a field of `expected` or has it with another type. Arrays: each element
 * must match one of the fixture's elements of its kind (lists mix question types). Id-keyed maps: each value
 * must match one of the fixture's values, and a map keyed 0..n-1 or empty may come as a list (PHP). A fixture's
 * `null` accepts null or a string (option5 … option10). `skip` names fields the client never
 * reads, by path with list indexes as `[]` (`data.questions[].id`).
 */
export function shapeErrors(actual: unknown, expected: unknown, path = 'data', skip: string[] = []): string[] {
  if (expected === null) return actual === null || typeof actual === 'string' ? [] : [`${path}: ${kind(actual)}`];
  if (Array.isArray(expected)) {
    // An empty PHP map is written `[]`; a full one is an object keyed by id.
    if (!expected.length && isPlainObject(actual) && Object.keys(actual).every((k) => /^\d+$/.test(k))) return [];
    if (!Array.isArray(actual)) return [`${path}: expected array, got ${kind(actual)}`];
    if (!expected.length) return [];
    return actual.flatMap((item, i) => closest(item, expected, `${path}[${i}]`, skip));
  }
  if (isPlainObject(expected)) {
    if (isIdMap(expected)) {
      // A PHP map whose keys happen to run 0..n-1 is written as a list.
      if (Array.isArray(actual))
        return actual.flatMap((v, i) => closest(v, Object.values(expected), `${path}[${i}]`, skip));
      if (!isPlainObject(actual)) return [`${path}: expected a map, got ${kind(actual)}`];
      return Object.entries(actual).flatMap(([k, v]) =>
        /^\d+$/.test(k) ? closest(v, Object.values(expected), `${path}.${k}`, skip) : [`${path}.${k}: not an id`],
      );
    }
    if (!isPlainObject(actual)) return [`${path}: expected object, got ${kind(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) => {
      if (skip.includes(`${path}.${k}`.replace(/\[\d+\]/g, '[]'))) return [];
      if (!(k in actual)) return [`${path}.${k}: missing`];
      return shapeErrors(actual[k], v, `${path}.${k}`, skip);
    });
  }
  return kind(actual) === kind(expected) ? [] : [`${path}: expected ${kind(expected)}, got ${kind(actual)}`];
}

/** What tells the members of a mixed list apart: a question's type, an entry's question's, a frame's `t`. */
function discriminant(v: unknown): unknown {
  if (!isPlainObject(v)) return undefined;
  const question = v.question;
  return v.type ?? (isPlainObject(question) ? question.type : undefined) ?? v.t;
}

function closest(actual: unknown, candidates: unknown[], path: string, skip: string[]): string[] {
  const key = discriminant(actual);
  const alike = key === undefined ? [] : candidates.filter((c) => discriminant(c) === key);
  let best: string[] | null = null;
  for (const c of alike.length ? alike : candidates) {
    const errors = shapeErrors(actual, c, path, skip);
    if (!errors.length) return [];
    if (!best || errors.length < best.length) best = errors;
  }
  return best ?? [];
}

/** The public client's question of each type (1–6), from a finished paper's fixture. */
export function questionFixture(type: number): unknown {
  const entries = (fixture('paper-play-finished').response.data as { questions: { question: { type: number } }[] })
    .questions;
  const found = entries.find((e) => e.question.type === type);
  if (!found) throw new Error(`no fixture question of type ${type}`);
  return found.question;
}

/**
 * An answer carrying one question (`first_question`, `question`): the rest against the call's
 * fixture, the question against the fixture question of its own type.
 */
export function withQuestionErrors(actual: Record<string, unknown>, expected: unknown, field: string): string[] {
  const question = actual[field] as { type: number };
  return [
    ...shapeErrors(actual, expected, 'data', [`data.${field}`]),
    ...shapeErrors(question, questionFixture(question.type), `data.${field}`),
  ];
}

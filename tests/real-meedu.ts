/**
 * Answers of the real, unmodified MeEdu servers (v4.9.5 and v4.9.30),
 * recorded by scripts/capture-real-meedu.mjs into tests/fixtures/real-meedu: the second witness
 * of every shape the client reads, next to the reference server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type RealVersion = '4.9.5' | '4.9.30';

export interface RealAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T } | { message: string } | { html: string };
}

const cache = new Map<RealVersion, Record<string, RealAnswer>>();

function answers(version: RealVersion): Record<string, RealAnswer> {
  let all = cache.get(version);
  if (!all) {
    const file = resolve(import.meta.dirname, 'fixtures', 'real-meedu', `${version}.json`);
    all = (JSON.parse(readFileSync(file, 'utf8')) as { answers: Record<string, RealAnswer> }).answers;
    cache.set(version, all);
  }
  return all;
}

/** The recorded answer to `key` ("GET /api/v2/other/config", "GET /api/v2/course/1 (member)"…). */
export function realAnswer<T = unknown>(version: RealVersion, key: string): RealAnswer<T> {
  const found = answers(version)[key];
  if (!found) throw new Error(`no recorded answer of ${version} to ${key}`);
  return structuredClone(found) as RealAnswer<T>;
}

/** The `data` of a recorded success. */
export function realData<T = unknown>(version: RealVersion, key: string): T {
  const { body } = realAnswer<T>(version, key);
  if (!('code' in body) || body.code !== 0) throw new Error(`${version} ${key} was not a success`);
  return body.data;
}

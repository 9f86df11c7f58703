import { isOn } from '../features/index.js';
import type { PhpMap } from './types.js';

export { isOn };

/**
 * A PHP map as a plain object keyed by id. PHP sends `[]` when it is empty and a JSON array when
 * its keys happen to be 0..n-1 (e.g. only chapter 0), so arrays become index-keyed objects.
 */
export function phpMap<T>(value: PhpMap<T> | T[] | null | undefined): Record<string, T> {
  // Spreading an array yields its indexes as keys; an object is copied as is.
  return value && typeof value === 'object' ? { ...(value as Record<string, T>) } : {};
}

/** A PHP object that is `[]` when missing (latest announcement, watch_record, category...) → null. */
export function phpObject<T extends object>(value: T | [] | null | undefined): T | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
}

/** DB-sourced config values arrive as strings ("14", "0.1"); anything unparsable gives the fallback. */
export function toNumber(value: unknown, fallback = 0): number {
  if (value === '' || value === null || value === undefined || typeof value === 'boolean') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Validation failures arrive as one message joined with ','. */
export function splitMessages(message: string | null | undefined): string[] {
  return (message || '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
}

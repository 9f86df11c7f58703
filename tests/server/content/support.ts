import { expect } from 'vitest';
import { issueToken } from '#server/http/auth.js';
import type { TestServer } from '../helpers.js';

/** A member's token minted directly (members 3..20 have no password to log in with). */
export async function tokenFor(s: TestServer, userId: number): Promise<string> {
  return (await issueToken(s.ctx, userId)).token;
}

/** Exactly these keys, no more, no fewer. */
export function expectKeys(obj: unknown, keys: string[]): void {
  expect(obj).toBeTypeOf('object');
  expect(obj).not.toBeNull();
  expect(Object.keys(obj as object).sort()).toEqual([...keys].sort());
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const RAW = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const P1_KEYS = [
  'current_page',
  'data',
  'first_page_url',
  'from',
  'last_page',
  'last_page_url',
  'links',
  'next_page_url',
  'path',
  'per_page',
  'prev_page_url',
  'to',
  'total',
];

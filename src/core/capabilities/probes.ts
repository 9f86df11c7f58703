import type { ProbeName } from './detect.js';

/** What a probe gets back: the HTTP status and the parsed body (null when it was not JSON). */
export interface ProbeAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends one request without the member's token and without the API client's effects (a 401 here
 * is an answer, not a reason to log out). Injectable so tests answer by hand.
 */
export type ProbeFetcher = (method: 'GET' | 'POST', path: string) => Promise<ProbeAnswer>;

/** The one request per question, each cheap and without effect (delta section 3). */
export const PROBES: Record<ProbeName, (hint: { courseId?: number }) => { method: 'GET' | 'POST'; path: string }> = {
  // Visitor POST: code 401 where the route exists (4.9.14+), 路由不存在 where it does not.
  orders: () => ({ method: 'POST', path: '/api/v3/order' }),
  // Public read of one course's comments: code 0 on 4.9.22+.
  comments: ({ courseId = 1 }) => ({ method: 'GET', path: `/api/v3/comments?rt=1&rid=${courseId}` }),
  // Only asked when config could not be loaded.
  home: () => ({ method: 'GET', path: '/api/v2/decorationPage/blocks?page_name=pc-page-index' }),
};

export const ROUTE_MISSING_MESSAGE = '路由不存在';

/**
 * Whether an answer says "no such route": from 4.9.10 the envelope `code: 404` with 路由不存在;
 * before, a bare HTTP 404 (v3, addons) or `code: 1` 错误 (v2, where every unknown route lands).
 * null: the answer settles nothing (no connection, a server error), so nothing is kept.
 */
export function routeExists(answer: ProbeAnswer, path: string): boolean | null {
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (body.code === 404 && body.message === ROUTE_MISSING_MESSAGE) return false;
  if (answer.status === 404) return false;
  if (answer.status >= 500 || answer.status === 0) return null;
  if (path.startsWith('/api/v2/') && body.code === 1 && body.message === '错误') return false;
  return typeof body.code === 'number' || answer.status === 401 ? true : null;
}

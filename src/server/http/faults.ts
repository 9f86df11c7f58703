import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';
import { unauthenticated } from './auth.js';
import { tooManyAttempts } from './rate-limit.js';

export const FAULT_HEADER = 'X-Meedu-Fault';
export const FAULT_QUERY = '__fault';
const MAX_LATENCY_MS = 120_000;

const FAILURES = ['500', 'malformed', '401', '429', 'network', 'refused'] as const;
type Failure = (typeof FAILURES)[number];
const isFailure = (part: string): part is Failure => (FAILURES as readonly string[]).includes(part);

export interface ParsedFault {
  latencyMs: number;
  /** The failure to answer with after the delay, or null to answer normally. */
  failure: Failure | null;
}

/**
 * Parses a fault spec: comma-separated parts, at most one delay (`latency=800`) and one
 * failure (`500`, `malformed`, `401`, `429`, `network`, `refused`). Unknown parts make the whole spec invalid.
 */
export function parseFault(spec: string): ParsedFault | null {
  const out: ParsedFault = { latencyMs: 0, failure: null };
  const parts = spec
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (!parts.length) return null;
  for (const part of parts) {
    const latency = /^latency=(\d{1,6})$/.exec(part);
    if (latency) {
      out.latencyMs = Math.min(MAX_LATENCY_MS, Number(latency[1]));
    } else if (isFailure(part)) {
      if (out.failure) return null;
      out.failure = part;
    } else {
      return null;
    }
  }
  return out;
}

/** Takes the first rule matching this request, counting it down. */
function takeRule(ctx: ServerContext, method: string, path: string): string | null {
  const rules = ctx.runtime?.faultRules;
  if (!rules?.length) return null;
  const index = rules.findIndex((r) => path.startsWith(r.path) && (r.method === null || r.method === method));
  if (index < 0) return null;
  const rule = rules[index];
  if (rule.remaining > 0) {
    rule.remaining -= 1;
    if (rule.remaining === 0) rules.splice(index, 1);
  }
  return rule.fault;
}

function failWith(c: Context, failure: Failure): Response {
  switch (failure) {
    case '500':
      return c.json({ message: 'Server Error' }, 500);
    case 'malformed':
      // A body cut off mid-way, labelled as JSON: what a proxy timeout or a crashed worker produces.
      return c.body('{"code":0,"message":"","data":{"token":', 200, { 'Content-Type': 'application/json' });
    case '401':
      return unauthenticated(c);
    case 'refused':
      // MeEdu's refusal of a request it understood (4.9.5's 搜索服务未配置, a switched-off addon).
      return c.json({ code: 1, message: '服务暂不可用', data: [] }, 200);
    case '429':
      return tooManyAttempts(c);
    case 'network': {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 500);
    }
  }
}

/**
 * Development-only fault injection: per request through the X-Meedu-Fault header or the
 * `__fault` query parameter (so a page's own requests can be targeted), or through rules set
 * with POST /__dev/faults. The /__dev endpoints themselves are never faulted.
 */
export function faultInjection(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__dev')) return next();
    const spec = c.req.header(FAULT_HEADER) ?? c.req.query(FAULT_QUERY) ?? takeRule(ctx, c.req.method, c.req.path);
    if (!spec) return next();
    const fault = parseFault(spec);
    if (!fault) return c.json({ code: 1, message: `无法识别的故障注入：${spec.slice(0, 60)}`, data: [] }, 400);
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.failure) return failWith(c, fault.failure);
    return next();
  };
}

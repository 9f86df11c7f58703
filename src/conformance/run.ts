/**
 * Runs the conformance check (docs/conformance.md) against one server: the client's own API
 * functions, configured to that server's address in a Node environment, each answer compared
 * with the shape the function reads. One run at a time: the client's session and API base are
 * process-wide.
 */
import { getConfig } from '#core/site/index.js';
import { configureApi, ApiError, isRouteMissing, NETWORK_ERROR } from '#core/client/index.js';
import {
  capabilities,
  resetCapabilities,
  resolveDialect,
  resolveHome,
  type Capabilities,
} from '#core/capabilities/index.js';
import { configureEnvironment, memoryStore, systemClock, type Environment } from '#core/env/index.js';
import { clearSession, config, setConfig } from '#core/session/index.js';
import { CHECKS, Skipped, type Check, type CheckContext } from './checks.js';
import { recordFetches, type RecordedCall, type Recorder } from './recorder.js';
import { formatDifference, num, obj, str } from './shape.js';
import { systemConfig } from './shapes.js';

export interface ConformanceOptions {
  /** The API server's address, e.g. https://api.example.com */
  api: string;
  /** Adds the logged-in reads. */
  member?: { mobile: string; password: string } | null;
  /** Adds the calls that change something on the server (a comment, a consent). */
  writes?: boolean;
  promoCode?: string | null;
  courseId?: number | null;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface Row {
  name: string;
  /** The request the client made, as `GET /api/v2/courses?page=1`, or '' when none. */
  request: string;
  outcome: Outcome;
  /** The first difference, the refusal, or why the call was not made. */
  detail: string;
}

export interface ConformanceResult {
  api: string;
  capabilities: Capabilities;
  addons: string[];
  /** Which groups of calls were made: a member's (`--member`), writes (`--writes`). */
  scope: { member: boolean; writes: boolean };
  rows: Row[];
  ok: boolean;
}

/** The server could not be checked at all: no answer, or not a MeEdu API server. */
export class UnusableServer extends Error {
  override name = 'UnusableServer';
}

/** The error envelope a refused read comes in. */
const refusal = obj({ code: num, message: str });

const configCheck: Check = {
  name: 'config',
  run: async () => setConfig(await getConfig()),
  shape: systemConfig,
};

/** The client in Node: no page to navigate, toasts and logs kept out of the report. */
function nodeEnvironment(api: string): Environment {
  const origin = new URL(api).origin;
  return {
    clock: systemClock,
    local: memoryStore(),
    session: memoryStore(),
    base: '',
    navigate: () => {},
    assign: () => {},
    reload: () => {},
    toast: () => {},
    location: () => ({ pathname: '/', search: '', origin }),
    userAgent: () => 'meedu-web conformance',
    log: () => {},
  };
}

const excerpt = (call: RecordedCall): string => {
  const text = call.text.replace(/\s+/g, ' ').trim();
  return `${call.contentType || 'no content type'} ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text)}`;
};

/** The innermost cause's code, else its message: ECONNREFUSED, ENOTFOUND, a timeout. */
function rootCause(error: unknown): string {
  let e = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined;
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return [e?.code, e?.message].find((p): p is string => typeof p === 'string' && !!p) ?? String(error);
}

function describeError(error: unknown, last: RecordedCall | undefined): string {
  if (!(error instanceof ApiError)) return `the client failed: ${(error as Error)?.message ?? String(error)}`;
  if (error.code === NETWORK_ERROR) {
    if (!error.status) return `no answer: ${rootCause(error)}`;
    return `HTTP ${error.status}, not a MeEdu answer${last ? `: ${excerpt(last)}` : ''}`;
  }
  if (isRouteMissing(error)) return error.status === 404 ? 'no such route (HTTP 404)' : 'no such route (路由不存在)';
  return `refused: code ${error.code} ${error.message}`;
}

function envelopeOf(call: RecordedCall | undefined): { data?: unknown } | null {
  if (!call) return null;
  try {
    const body: unknown = JSON.parse(call.text);
    return body && typeof body === 'object' ? (body as { data?: unknown }) : null;
  } catch {
    return null;
  }
}

interface Checked {
  row: Row;
  /** What the client's call threw, if it did. */
  error: unknown;
}

async function runCheck(check: Check, ctx: CheckContext, recorder: Recorder, api: string): Promise<Checked> {
  const skipped = check.skip?.(ctx);
  if (skipped) return { row: { name: check.name, request: '', outcome: 'skip', detail: skipped }, error: null };

  const from = recorder.calls.length;
  let error: unknown = null;
  try {
    const answer = await check.run(ctx);
    if (answer instanceof Skipped) {
      return { row: { name: check.name, request: '', outcome: 'skip', detail: answer.reason }, error: null };
    }
  } catch (e) {
    error = e;
  }
  const last = recorder.calls.slice(from).at(-1);
  const request = last ? `${last.method} ${last.url.startsWith(api) ? last.url.slice(api.length) : last.url}` : '';
  const row = (outcome: Outcome, detail: string): Checked => ({
    row: { name: check.name, request, outcome, detail },
    error,
  });

  if (check.shape === 'refused') {
    if (!error) return row('fail', 'expected a refusal, got code 0');
    if (!(error instanceof ApiError) || error.code === NETWORK_ERROR || error.code === 401) {
      return row('fail', describeError(error, last));
    }
    const d = refusal.check(envelopeOf(last), 'answer');
    return d ? row('fail', formatDifference(d)) : row('pass', `code ${error.code} ${error.message}`);
  }
  if (error instanceof ApiError) {
    if (check.settings?.includes(error.message)) return row('skip', `server setting: ${error.message}`);
    return row('fail', describeError(error, last));
  }
  if (!last) return error ? row('fail', describeError(error, last)) : row('skip', 'not asked on this server');
  const shape = typeof check.shape === 'function' ? check.shape(ctx) : check.shape;
  const d = shape.check(envelopeOf(last)?.data, 'data');
  if (d) return row('fail', formatDifference(d));
  // The answer has the shape and still the client failed on it: say how.
  return error ? row('fail', describeError(error, last)) : row('pass', '');
}

/** Why the server cannot be checked, from the config call, or null when it can (a config came). */
function unusable({ row, error }: Checked, api: string): string | null {
  if (config.get()) return null;
  const call = `GET /api/v2/other/config: ${row.detail}`;
  if (error instanceof ApiError && error.code === NETWORK_ERROR) {
    if (!error.status) return `cannot reach ${api}: ${rootCause(error)}`;
    return `${api} does not answer as a MeEdu API server (${call}); is it the API server's address?`;
  }
  return `${api} gave no config to check with (${call})`;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceResult> {
  const api = options.api.replace(/\/+$/, '');
  const restoreEnvironment = configureEnvironment(nodeEnvironment(api));
  const restoreApi = configureApi({ baseURL: api, secondaryBaseURL: api });
  resetCapabilities();
  clearSession();
  const recorder = recordFetches();
  try {
    const ctx: CheckContext = {
      capabilities: () => capabilities.get(),
      member: options.member ?? null,
      writes: !!options.writes,
      promoCode: options.promoCode || null,
      courseId: options.courseId ?? null,
      course: null,
      lesson: null,
      announcementId: null,
      threadId: null,
      loggedIn: false,
      paidCourseIds: [],
      ownedCourseIds: [],
      roleId: null,
      order: null,
    };
    const first = await runCheck(configCheck, ctx, recorder, api);
    const reason = unusable(first, api);
    if (reason) throw new UnusableServer(reason);

    const rows = [first.row];
    const listed = config.get()?.enabled_addons ?? [];
    for (const check of CHECKS) {
      if (check.addon && !listed.includes(check.addon)) continue;
      if (check.needs && !ctx.member) continue;
      if (check.needs === 'writes' && !ctx.writes) continue;
      if (check.needs && !check.signsIn && !ctx.loggedIn) {
        rows.push({ name: check.name, request: '', outcome: 'skip', detail: 'not logged in' });
        continue;
      }
      rows.push((await runCheck(check, ctx, recorder, api)).row);
    }
    // What the checks left open, settled the client's own way (one probe each, no effect).
    await resolveHome();
    await resolveDialect('comments', { courseId: ctx.course?.id });
    await resolveDialect('orders');
    return {
      api,
      capabilities: capabilities.get(),
      addons: [...listed],
      scope: { member: !!ctx.member, writes: !!ctx.member && ctx.writes },
      rows,
      ok: rows.every((r) => r.outcome !== 'fail'),
    };
  } finally {
    recorder.stop();
    clearSession();
    config.set(null);
    resetCapabilities();
    restoreApi();
    restoreEnvironment();
  }
}

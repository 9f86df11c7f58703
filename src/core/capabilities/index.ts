/**
 * What the server supports (docs/capabilities.md): derived from the config start-up loaded and
 * from fields of answers the client fetches anyway, and where nothing tells, from one cheap probe
 * whose answer is kept for the session. Each domain's API module picks its calls from here.
 */
import { atom, computed } from 'nanostores';
import { apiBaseURL } from '../client/index.js';
import type { Course, Video } from '../course/index.js';
import { env } from '../env/index.js';
import { config, sessionReady, user } from '../session/index.js';
import {
  courseSignal,
  detectCapabilities,
  type Capabilities,
  type Dialect,
  type ProbeName,
  type Signals,
} from './detect.js';
import { PROBES, routeExists, type ProbeFetcher } from './probes.js';

export {
  commentsAllowed,
  courseSignal,
  detectCapabilities,
  vipOpensCourse,
  wechatScanFlow,
  type Capabilities,
  type Dialect,
  type ProbeName,
  type Signals,
} from './detect.js';
export { PROBES, ROUTE_MISSING_MESSAGE, routeExists, type ProbeAnswer, type ProbeFetcher } from './probes.js';
export { siteName, siteLogo } from './config.js';

const signals = /* @__PURE__ */ atom<Signals>({});

/** The capabilities as known now; recomputed when config, the member or a signal changes. */
export const capabilities = /* @__PURE__ */ computed([config, user, signals], (c, u, s) => detectCapabilities(c, u, s));

/**
 * A course or lesson the client loaded anyway: its release-dependent fields (`is_allow_comment`,
 * `is_vip_free`) settle what config could not. Called by the course and video calls.
 */
export function noteCourse(item: Partial<Course> | Partial<Video> | null | undefined): void {
  if (!item || typeof item !== 'object') return;
  const next = courseSignal(item);
  const now = signals.get().course;
  if (now?.isAllowComment === next.isAllowComment && now?.isVipFree === next.isVipFree) return;
  signals.set({ ...signals.get(), course: next });
}

const defaultFetcher: ProbeFetcher = async (method, path) => {
  // No token and no API client: a 401 is the answer here, not a signed-out member.
  const res = await fetch(apiBaseURL().replace(/\/+$/, '') + path, { method, headers: { Accept: 'application/json' } });
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // An HTML 404 page: the status says enough.
  }
  return { status: res.status, body };
};

let fetcher: ProbeFetcher = defaultFetcher;
const running = new Map<ProbeName, Promise<boolean | null>>();

/** Tests answer probes by hand; returns a function restoring the previous fetcher. */
export function setProbeFetcher(next: ProbeFetcher): () => void {
  const previous = fetcher;
  fetcher = next;
  return () => {
    fetcher = previous;
  };
}

/** Forgets signals and probe answers (a test starting over, another server). */
export function resetCapabilities(): void {
  signals.set({});
  running.clear();
}

/**
 * Asks the server once whether the newer route of `name` exists, and keeps the answer. A failure
 * that settles nothing (no connection) is not kept: the next caller asks again.
 */
export function probe(name: ProbeName, hint: { courseId?: number } = {}): Promise<boolean | null> {
  const kept = signals.get().probes?.[name];
  if (kept !== undefined) return Promise.resolve(kept);
  let asking = running.get(name);
  if (!asking) {
    const { method, path } = PROBES[name](hint);
    asking = fetcher(method, path).then(
      (answer) => {
        const exists = routeExists(answer, path);
        if (exists !== null) signals.set({ ...signals.get(), probes: { ...signals.get().probes, [name]: exists } });
        return exists;
      },
      (err: unknown) => {
        env().log(`capability probe ${name} failed`, err);
        return null;
      },
    );
    running.set(name, asking);
    void asking.finally(() => running.delete(name));
  }
  return asking;
}

/**
 * Resolves once start-up has config, or has given up on it: until then a probe would ask what
 * config is about to say (a route's prefetch starts while start-up still waits on the server).
 */
export function configSettled(): Promise<void> {
  if (config.get() || sessionReady.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (!config.get() && !sessionReady.get()) return;
      stopConfig();
      stopReady();
      resolve();
    };
    const stopConfig = config.listen(done);
    const stopReady = sessionReady.listen(done);
  });
}

type Resolvable = 'comments' | 'orders';

/**
 * The dialect of `name`, probing once when what the server said so far leaves it open. When even
 * the probe settles nothing, `fallback` (what the caller can best live with) is used, not kept.
 */
export async function resolveDialect(
  name: Resolvable,
  hint: { courseId?: number } = {},
  fallback: Dialect = 'v3',
): Promise<Dialect> {
  await configSettled();
  const known = capabilities.get()[name];
  if (known !== 'unknown') return known;
  const exists = await probe(name, hint);
  return exists === null ? fallback : exists ? 'v3' : 'v2';
}

/** The home page's source, probing once when config could not be loaded. */
export async function resolveHome(): Promise<Exclude<Capabilities['home'], 'unknown'>> {
  await configSettled();
  const known = capabilities.get().home;
  if (known !== 'unknown') return known;
  return (await probe('home')) === false ? 'legacy' : 'decoration';
}

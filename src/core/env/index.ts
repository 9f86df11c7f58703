import { safeHttpUrl } from '../guards/links.js';
import { withBase, withoutBase } from './base-path.js';

export { withBase, withoutBase } from './base-path.js';

export { isMobileUserAgent } from './device.js';

/**
 * Everything core needs from the outside world, behind one replaceable object: timers, storage,
 * navigation, toasts. Core never touches window.location or the real clock directly, so tests
 * drive it with a manual clock and an embed host can keep the user on its own page.
 */
export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface PageLocation {
  /** Below the environment's base (`/courses` on https://example.com/learn/courses). */
  pathname: string;
  search: string;
  origin: string;
}

export interface Environment {
  clock: Clock;
  local: KeyValueStore;
  session: KeyValueStore;
  /**
   * The path the site is served under ('' at the root, `/learn` under /learn/): `location()` and
   * `navigate()` speak paths below it. An embed's is '' (the host page's own paths).
   */
  base: string;
  /** Same-origin path navigation (a path below `base`); the site swaps in its router here. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Leave for an absolute address (mobile hand-off, QQ login); the browser's refuses what fails safeHttpUrl. */
  assign(url: string): void;
  reload(): void;
  toast(message: string, kind?: ToastKind): void;
  location(): PageLocation;
  userAgent(): string;
  /** Failures the spec says are "only logged". */
  log(...args: unknown[]): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/** In-memory store: used where the browser's storage is missing or throws (privacy modes). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? (map.get(k) as string) : null),
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

function browserStore(pick: () => Storage | undefined): KeyValueStore {
  try {
    const s = pick();
    if (!s) return memoryStore();
    const probe = '__meedu_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return memoryStore();
  }
}

type ToastListener = (message: string, kind: ToastKind) => void;
const toastListeners = new Set<ToastListener>();

/** Widgets subscribe here to render the toasts core asks for. */
export function onToast(listener: ToastListener): () => void {
  toastListeners.add(listener);
  return () => void toastListeners.delete(listener);
}

export function browserEnvironment({ base = '' }: { base?: string } = {}): Environment {
  const hasWindow = typeof window !== 'undefined';
  // The only writes to window.location: whoever asks, an address that fails the link check
  // (javascript:, //host, ...) is logged, never followed.
  const leave = (url: string, replace?: boolean) => {
    const safe = safeHttpUrl(url);
    if (!safe) env().log('refused address', url);
    else if (hasWindow) window.location[replace ? 'replace' : 'assign'](safe);
  };
  return {
    clock: systemClock,
    local: browserStore(() => (hasWindow ? window.localStorage : undefined)),
    session: browserStore(() => (hasWindow ? window.sessionStorage : undefined)),
    base,
    navigate: (path, options) => leave(withBase(base, path), options?.replace),
    assign: (url) => leave(url),
    reload: () => {
      if (hasWindow) window.location.reload();
    },
    toast: (message, kind = 'info') => {
      for (const l of toastListeners) l(message, kind);
    },
    location: () =>
      hasWindow
        ? {
            pathname: withoutBase(base, window.location.pathname),
            search: window.location.search,
            origin: window.location.origin,
          }
        : { pathname: '/', search: '', origin: 'http://localhost' },
    userAgent: () => (typeof navigator !== 'undefined' ? navigator.userAgent : ''),
    log: (...args) => console.warn('[meedu]', ...args),
  };
}

let current: Environment | undefined;

export function env(): Environment {
  if (!current) current = browserEnvironment();
  return current;
}

/** The browser's path for a path of this site (`/courses` → `/learn/courses` under /learn/): what an `href` needs. */
export const documentPath = (path: string): string => withBase(env().base, path);

/**
 * The absolute address of a path of this site: for the addresses another server sends the
 * browser back to (QQ login, payment, face verification) and the ones a member shares.
 */
export const documentUrl = (path: string): string => env().location().origin + documentPath(path);

/** Replace parts of the environment; returns a function that restores the previous one. */
export function configureEnvironment(overrides: Partial<Environment>): () => void {
  const previous = env();
  current = { ...previous, ...overrides };
  return () => {
    current = previous;
  };
}

/**
 * A clock whose time moves only when told: `advance(ms)` fires due timers in order.
 * Exported from core (not tests) because state machines and their tests share it.
 */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  pending(): number;
}

export function manualClock(start = 0): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const add = (fn: () => void, ms: number, every?: number) => {
    const id = ++seq;
    timers.set(id, { at: now + Math.max(0, ms), fn, every });
    return id;
  };
  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms),
    setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    clearTimeout: (h) => void timers.delete(h as number),
    clearInterval: (h) => void timers.delete(h as number),
    pending: () => timers.size,
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let nextId = -1;
        let next: { at: number; fn: () => void; every?: number } | undefined;
        for (const [id, t] of timers) {
          if (t.at <= target && (!next || t.at < next.at || (t.at === next.at && id < nextId))) {
            next = t;
            nextId = id;
          }
        }
        if (!next) break;
        now = next.at;
        if (next.every) next.at += next.every;
        else timers.delete(nextId);
        next.fn();
      }
      now = target;
    },
  };
}

/** A test environment: manual clock, memory storage, recorded effects. */
export interface RecordingEnvironment extends Environment {
  clock: ManualClock;
  toasts: Array<{ message: string; kind: ToastKind }>;
  navigations: Array<{ path: string; replace: boolean }>;
  assigned: string[];
  reloads: number;
  logs: unknown[][];
  setLocation(pathAndQuery: string): void;
  setUserAgent(ua: string): void;
}

export function recordingEnvironment(start = 0): RecordingEnvironment {
  let loc: PageLocation = { pathname: '/', search: '', origin: 'http://localhost' };
  let ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
  const e: RecordingEnvironment = {
    clock: manualClock(start),
    local: memoryStore(),
    session: memoryStore(),
    base: '',
    toasts: [],
    navigations: [],
    assigned: [],
    reloads: 0,
    logs: [],
    navigate: (path, options) => {
      e.navigations.push({ path, replace: !!options?.replace });
      e.setLocation(path);
    },
    assign: (url) => void e.assigned.push(url),
    reload: () => void e.reloads++,
    toast: (message, kind = 'info') => void e.toasts.push({ message, kind }),
    location: () => loc,
    userAgent: () => ua,
    log: (...args) => void e.logs.push(args),
    setLocation(pathAndQuery) {
      const u = new URL(pathAndQuery, loc.origin);
      loc = { pathname: u.pathname, search: u.search, origin: loc.origin };
    },
    setUserAgent(v) {
      ua = v;
    },
  };
  return e;
}

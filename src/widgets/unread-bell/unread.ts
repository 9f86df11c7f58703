import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { getUnreadNotificationCount } from '#core/member/index.js';
import { env, type Clock, type TimerHandle } from '#core/env/index.js';
import { freshUnread, getToken, isLogin, setFreshUnread } from '#core/session/index.js';

/** Default refresh period of the unread dot, in seconds. */
export const DEFAULT_REFRESH_SECONDS = 60;

/**
 * The member's unread message count, shared by every bell and user menu on the page so that
 * they always agree and one refresh serves them all.
 */
export const unreadCount = atom(0);

let inflight: Promise<void> | null = null;
let again = false;
/** Bumped on logout: a response for the previous member must not light the dot. */
let generation = 0;

/**
 * Fetches the count now. A call made while a request is running queues exactly one more run
 * after it (the freshUnread that triggered it may postdate the running request).
 */
export function refreshUnread(): Promise<void> {
  if (!isLogin.get()) {
    unreadCount.set(0);
    return Promise.resolve();
  }
  if (inflight) {
    again = true;
    return inflight;
  }
  const run = async () => {
    do {
      again = false;
      const ticket = generation;
      // The token identifies the session even while no watcher listens for logout.
      const token = getToken();
      try {
        const n = await getUnreadNotificationCount();
        if (ticket === generation && token === getToken() && isLogin.get()) unreadCount.set(Math.max(0, n));
      } catch {
        // Already toasted by the API client (or quiet for network errors); the dot keeps its state.
      }
    } while (again && isLogin.get());
  };
  inflight = run().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Resolves once no unread request is running (for hosts and tests that need a settled state). */
export function unreadSettled(): Promise<void> {
  return inflight ?? Promise.resolve();
}

const watchers = new Map<number, number>();
let nextWatcher = 0;
let stopStores: (() => void) | null = null;
let timer: { handle: TimerHandle; clock: Clock; seconds: number } | null = null;

function schedule(): void {
  const periods = [...watchers.values()].filter((s) => s > 0);
  const seconds = isLogin.get() && periods.length ? Math.min(...periods) : 0;
  if (timer && timer.seconds === seconds && timer.clock === env().clock) return;
  if (timer) timer.clock.clearInterval(timer.handle);
  timer = null;
  if (seconds > 0) {
    const clock = env().clock;
    timer = { handle: clock.setInterval(() => void refreshUnread(), seconds * 1000), clock, seconds };
  }
}

/**
 * Keeps `unreadCount` current while at least one watcher is active: refreshed when core sets
 * freshUnread (which is then reset to false), every `refreshSeconds` on env().clock (the shortest
 * period asked for wins; 0 asks for none), cleared on logout. Returns the stop function; when the
 * last watcher stops no timer and no store listener remains.
 */
export function watchUnread(refreshSeconds: number = DEFAULT_REFRESH_SECONDS): () => void {
  const id = ++nextWatcher;
  const first = watchers.size === 0;
  watchers.set(id, Number.isFinite(refreshSeconds) && refreshSeconds > 0 ? refreshSeconds : 0);
  if (first) {
    const offFresh = freshUnread.subscribe((fresh) => {
      if (!fresh) return;
      setFreshUnread(false);
      void refreshUnread();
    });
    const offLogin = isLogin.listen((loggedIn) => {
      if (!loggedIn) {
        generation++;
        unreadCount.set(0);
      }
      schedule();
    });
    stopStores = () => {
      offFresh();
      offLogin();
    };
    // freshUnread was not set (or was handled above): the first watcher still needs a value.
    if (isLogin.get() && !inflight) void refreshUnread();
  }
  schedule();
  return () => {
    if (!watchers.delete(id)) return;
    if (watchers.size === 0 && stopStores) {
      stopStores();
      stopStores = null;
    }
    schedule();
  };
}

/** The unread count for rendering (0 when logged out), watching it while the component is mounted. */
export function useUnreadCount(refreshSeconds: number = DEFAULT_REFRESH_SECONDS): number {
  const count = useStore(unreadCount);
  const loggedIn = useStore(isLogin);
  useEffect(() => watchUnread(refreshSeconds), [refreshSeconds]);
  return loggedIn ? count : 0;
}

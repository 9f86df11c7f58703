/**
 * The server's clock as seen from here: the offset between the server's `Date` header and the
 * local clock, noted from the answers of the calls that care (a timed exam counts down by the
 * server, not by the learner's machine, whose clock may be wrong or changed mid-exam).
 */
let offset = 0;
let known = false;

/** `Date` has whole seconds, so readings jitter by up to one; a bigger move is the clock itself. */
const JITTER_MS = 1500;

/** Notes a `Date` header received at `localNow` (ms). Unreadable or missing headers change nothing. */
export function noteServerDate(header: string | null | undefined, localNow: number): void {
  const at = header ? Date.parse(header) : NaN;
  if (!Number.isFinite(at)) return;
  // The server's time lies within the second the header names: take its middle.
  const estimate = at + 500 - localNow;
  if (!known || Math.abs(estimate - offset) > JITTER_MS) {
    offset = estimate;
    known = true;
  }
}

/** The server's time now, given the local time (the local one itself until a Date was seen). */
export const serverNow = (localNow: number): number => localNow + offset;

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  offset = 0;
  known = false;
}

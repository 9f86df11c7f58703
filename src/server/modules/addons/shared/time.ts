import { isoDateTime, rawDateTime } from '#server/db/index.js';

export { isoDateTime, rawDateTime };

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** Eloquent `created_at`/`updated_at` form, tolerant of a missing value. */
export const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : isoDateTime(ms));

/** Raw "YYYY-MM-DD HH:MM:SS" form of non-Eloquent datetime columns. */
export const raw = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : rawDateTime(ms));

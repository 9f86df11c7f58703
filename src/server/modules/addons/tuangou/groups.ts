import { HOUR } from '../shared/time.js';

/** How long a group stays open for others to join (never past the sale's end). */
export const GROUP_OPEN_MS = 24 * HOUR;

/** tg_groups.status; a forming group past its day is reported as failed. */
export const GROUP_STATUS = { FORMING: 0, COMPLETE: 1, FAILED: 2 } as const;

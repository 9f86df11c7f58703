import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { env } from '../env/index.js';

/** China Standard Time: a MeEdu server runs in PRC time and the interface is Chinese. */
const CST_MINUTES = 480;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeInput = string | number | Date | null | undefined;

// ISO-8601 with a zone (`created_at`: "2023-10-31T01:34:08.000000Z") or a raw "YYYY-MM-DD HH:MM:SS"
// column, which has no zone and is PRC time (contract section 1). Parsed here rather than by
// Date.parse, whose handling of zoneless strings depends on the machine's timezone.
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function parseString(s: string): number {
  const m = PATTERN.exec(s.trim());
  if (!m) return NaN;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map((v) => Number(v ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59) return NaN;
  const ms = Number((m[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  const zone = m[8];
  let offset = CST_MINUTES;
  if (zone && zone.toUpperCase() !== 'Z') {
    const z = zone.replace(':', '');
    offset = (z[0] === '-' ? -1 : 1) * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3, 5)));
  } else if (zone) offset = 0;
  const at = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  // Date.UTC rolls 02-30 over into March; such a date is a typo, not a time.
  if (new Date(at).getUTCDate() !== d) return NaN;
  return at - offset * MINUTE;
}

/** Milliseconds since the epoch, or NaN for anything unreadable. */
export function toTimestamp(value: TimeInput): number {
  if (value instanceof Date) return value.getTime();
  // Beyond ±8.64e15 ms a Date is invalid, which would print as NaN.
  if (typeof value === 'number') return Math.abs(value) <= 8.64e15 ? value : NaN;
  if (typeof value === 'string') return parseString(value);
  return NaN;
}

// Output is always China Standard Time, whatever the machine's zone, so pages read the same
// for every learner and tests are deterministic.
// dayjs learns UTC on the first use rather than when this module loads: a bundle that imports core
// for something else (a host's `import { isLogin } from 'meedu-web/core'`) then leaves dayjs out.
let withUtc = false;
function cst(ms: number, pattern: string): string {
  if (!withUtc) dayjs.extend(utc);
  withUtc = true;
  return dayjs.utc(ms).utcOffset(CST_MINUTES).format(pattern);
}

/** YYYY-MM-DD HH:mm in China Standard Time; '' for invalid input. */
export function formatDateTime(value: TimeInput): string {
  const ms = toTimestamp(value);
  return Number.isNaN(ms) ? '' : cst(ms, 'YYYY-MM-DD HH:mm');
}

export interface RelativeTimeOptions {
  /** Defaults to the environment clock. */
  now?: number | Date;
  /** Adds HH:mm to the date forms. */
  withTime?: boolean;
}

/** Spec section 9 relative time. */
export function relativeTime(value: TimeInput, options: RelativeTimeOptions = {}): string {
  const ms = toTimestamp(value);
  if (Number.isNaN(ms)) return '';
  const now = options.now === undefined ? env().clock.now() : toTimestamp(options.now);
  const diff = now - ms;
  const time = options.withTime ? ' HH:mm' : '';
  // A little future is clock skew between server and browser; more than that is a real future
  // date (an expiry), which "N天前" would misstate.
  if (diff < MINUTE) return diff > -MINUTE ? '刚刚' : cst(ms, 'YYYY-MM-DD' + time);
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}天前`;
  return cst(ms, (diff < 365 * DAY ? 'MM-DD' : 'YYYY-MM-DD') + time);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Time left as a countdown reads it: HH:mm:ss, with N天 in front from a day up; 00:00:00 once past. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const clock = `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`;
  return days ? `${days}天 ${clock}` : clock;
}

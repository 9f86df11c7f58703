import type { ExamRecord } from '../api/paper-types.js';
import { toTimestamp } from '../time/index.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** 倒计时 text: HH时MM分SS秒 (hours keep counting past a day), whole seconds rounded up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}时${pad(Math.floor((total % 3600) / 60))}分${pad(total % 60)}秒`;
}

/**
 * When a running attempt ends, in server time (ms). The record's `remaining_seconds` is the
 * server's own count at `serverAt` (when the record arrived); without it, the deadline the record
 * names (`ended_at`, or `expired_at` for mock papers), a PRC wall time. Null when there is none.
 */
export function deadlineOf(record: ExamRecord, serverAt: number): number | null {
  if (typeof record.remaining_seconds === 'number' && Number.isFinite(record.remaining_seconds)) {
    return serverAt + Math.max(0, record.remaining_seconds) * 1000;
  }
  const at = toTimestamp(record.ended_at || record.expired_at);
  return Number.isNaN(at) ? null : at;
}

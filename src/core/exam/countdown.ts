import { toTimestamp } from '../time/index.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** 倒计时 text: HH时MM分SS秒 (hours keep counting past a day), whole seconds rounded up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}时${pad(Math.floor((total % 3600) / 60))}分${pad(total % 60)}秒`;
}

/**
 * When a running attempt ends (ms): the deadline the record names, `ended_at` for papers and
 * `expired_at` for mock papers, a PRC wall time without a zone read as UTC+8 whatever the
 * browser's zone. Null when there is none.
 */
export function deadlineOf(record: { ended_at?: string; expired_at?: string }): number | null {
  const at = toTimestamp(record.ended_at || record.expired_at);
  return Number.isNaN(at) ? null : at;
}

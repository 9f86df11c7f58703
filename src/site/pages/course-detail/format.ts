import { oneOf } from '../../../core/url-state/index.js';

/** mm:ss, or h:mm:ss from an hour up (lesson durations arrive in seconds). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Attachment sizes arrive in bytes. */
export function formatBytes(bytes: number): string {
  const n = Math.max(0, Number(bytes) || 0);
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 / 1024 / 1024).toFixed(1)} GB`;
}

export const TABS = [
  { value: 'intro', label: '详情' },
  { value: 'catalog', label: '目录' },
  { value: 'comments', label: '评论' },
  { value: 'attach', label: '附件' },
] as const;

export type TabValue = (typeof TABS)[number]['value'];

/** The open tab lives in `?tab=`; 详情 is the default and stays out of the address. */
export const TAB_SCHEMA = { tab: oneOf(TABS.map((t) => t.value)) };

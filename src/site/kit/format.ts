import { oneOf } from '#core/url-state/index.js';

export { formatDuration } from '#core/format/duration.js';

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

/** The open tab lives in `?tab=`; 详情 is the default and stays out of the address. */
export const TAB_SCHEMA = { tab: oneOf(TABS.map((t) => t.value)) };

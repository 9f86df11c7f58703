import { safeHttpUrl } from '#core/guards/links.js';
import { DEFAULT_REFRESH_SECONDS } from './unread.js';

export const DEFAULT_MESSAGES_URL = '/member/messages';

/** A same-origin path or http(s) address, else the fallback (never a `javascript:` link). */
export function safeLink(value: string | undefined, fallback: string): string {
  return safeHttpUrl(value) ?? fallback;
}

/** Seconds from an option that may arrive as a `data-*` string; 0 (or less) turns refreshing off. */
export function refreshSecondsOption(value: number | string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_REFRESH_SECONDS;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return DEFAULT_REFRESH_SECONDS;
  return n > 0 ? n : 0;
}

/** 我的消息（3条未读）: the accessible name carries what the red dot shows. */
export function messagesLabel(count: number): string {
  return count > 0 ? `我的消息（${count}条未读）` : '我的消息';
}

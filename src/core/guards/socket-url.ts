import { INVISIBLE } from './links.js';

// Beside links.ts rather than in it: only the live room needs it, and links.ts ships in every first view.
/**
 * A WebSocket address from the server (the live chat's `connect_url`): absolute ws(s) only, under
 * the same no-invisible-characters rule, returned as the URL parser normalised it.
 */
export function safeSocketUrl(raw: string | null | undefined): string | null {
  const value = typeof raw === 'string' ? raw.replace(/^ +| +$/g, '') : '';
  if (!value || INVISIBLE.test(value) || !/^wss?:\/\/[^/\\]/i.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

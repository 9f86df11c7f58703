import { atom } from 'nanostores';

/**
 * Start-up prompts (spec section 4): core's start-up reports that the member should bind a phone
 * or pass face verification; the shell shows a notice until the member acts on it or dismisses it.
 */
export type NoticeKind = 'bindMobile' | 'face';

export const notices = atom<Record<NoticeKind, boolean>>({ bindMobile: false, face: false });

export function showNotice(kind: NoticeKind): void {
  notices.set({ ...notices.get(), [kind]: true });
}

export function dismissNotice(kind: NoticeKind): void {
  notices.set({ ...notices.get(), [kind]: false });
}

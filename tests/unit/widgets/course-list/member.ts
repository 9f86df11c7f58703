import type { User } from '#core/member/index.js';
import { clearSession, freshUnread, loginUser, saveToken } from '#core/session/index.js';
import { unreadCount } from '#widgets/unread-bell/index.js';
import { makeUser } from '../../core/startup/fixtures.js';

/** The core fixture user as the widget tests know them: 小明同学, member #1, with an avatar. */
export const member = (patch: Partial<User> = {}): User =>
  makeUser({
    id: 1,
    avatar: 'https://img.example.com/avatar.png',
    nick_name: '小明同学',
    mobile: '13800138000',
    created_at: '2024-01-01T00:00:00.000000Z',
    credit1: 0,
    is_face_verify: false,
    ...patch,
  });

/** Logs in the way core does (user, isLogin, freshUnread) with a stored token. */
export function logIn(patch: Partial<User> = {}): void {
  saveToken('test-token');
  loginUser(member(patch));
}

export function resetSession(): void {
  clearSession();
  freshUnread.set(false);
  unreadCount.set(0);
}

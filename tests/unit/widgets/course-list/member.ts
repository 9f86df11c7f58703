import type { User } from '../../../../src/core/api/types.js';
import { clearSession, freshUnread, loginUser, saveToken } from '../../../../src/core/session/index.js';
import { unreadCount } from '../../../../src/widgets/unread-bell/index.js';

export const member = (patch: Partial<User> = {}): User => ({
  id: 1,
  avatar: 'https://img.example.com/avatar.png',
  nick_name: '小明同学',
  mobile: '13800138000',
  is_lock: 0,
  is_active: 1,
  role_id: 0,
  role_expired_at: null,
  invite_balance: 0,
  is_password_set: 1,
  is_set_nickname: 1,
  created_at: '2024-01-01T00:00:00.000000Z',
  credit1: 0,
  credit2: 0,
  credit3: 0,
  role: null,
  is_bind_qq: 0,
  is_bind_wechat: 0,
  is_bind_mobile: 1,
  invite_people_count: 0,
  is_face_verify: false,
  profile_real_name: '',
  profile_id_number: '',
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

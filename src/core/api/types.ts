/**
 * Response shapes of a MeEdu 4.9.x server (../shared/api-contract.md). Quirks are typed as they
 * arrive (`[]` for empty maps, 0/1 vs booleans, strings for DB config values); normalisers in
 * this folder turn them into the friendlier shapes the rest of the client uses.
 */

/** `{}` serialised by PHP as `[]` when empty (contract section 10.1). */
export type PhpMap<T> = Record<string, T> | [];

/** Flags that are ints on most endpoints, booleans on a few, strings when read from DB config. */
export type Flag = 0 | 1 | boolean | '0' | '1';

export interface Envelope<T> {
  code: number | { status: number };
  message: string;
  data: T;
}

export interface MemberRole {
  id: number;
  name: string;
}

/** GET /api/v2/member/detail */
export interface User {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  is_lock: number;
  is_active: number;
  role_id: number;
  role_expired_at: string | null;
  invite_balance: number;
  is_password_set: number;
  is_set_nickname: number;
  created_at: string;
  credit1: number;
  credit2: number;
  credit3: number;
  role: MemberRole | null;
  is_bind_qq: number;
  is_bind_wechat: number;
  is_bind_mobile: number;
  invite_people_count: number;
  is_face_verify: boolean;
  profile_real_name: string;
  profile_id_number: string;
}

export interface NavItem {
  id: number;
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: Flag;
  children: NavItem[];
  created_at?: string;
  updated_at?: string;
}

export interface FriendLink {
  id: number;
  sort: number;
  name: string;
  url: string;
  created_at?: string;
  updated_at?: string;
}

export interface Slider {
  id?: number;
  thumb: string;
  url: string;
  sort: number;
  platform: string;
}

/** GET /api/v2/other/config */
export interface SystemConfig {
  webname: string;
  name: string;
  logo: { logo: string; white_logo: string };
  url: string;
  pc_url: string;
  h5_url: string;
  icp: string;
  icp_link: string;
  icp2: string;
  icp2_link: string;
  user_protocol: string;
  user_private_protocol: string;
  aboutus: string;
  player: {
    cover: string;
    enabled_bullet_secret: Flag;
    bullet_secret: { size: number | string; color: string; opacity: number | string; text: string };
  };
  member: { enabled_mobile_bind_alert: Flag; enabled_face_verify: Flag };
  socialites: { qq: Flag; wechat_scan: Flag; wechat_oauth: Flag };
  credit1_reward: { register: number; watched_vod_course: number; watched_video: number; paid_order: string | number };
  enabled_addons: string[];
  sliders: Slider[];
  navs: NavItem[];
  links: FriendLink[];
  /** Appended by an addon hook on some deployments. */
  disable_vip?: Flag;
}

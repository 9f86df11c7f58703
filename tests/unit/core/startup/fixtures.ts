import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';

export function makeUser(patch: Partial<User> = {}): User {
  return {
    id: 7,
    avatar: 'https://example.com/a.png',
    nick_name: '学员甲',
    mobile: '13800000000',
    is_lock: 0,
    is_active: 1,
    role_id: 0,
    role_expired_at: null,
    invite_balance: 0,
    is_password_set: 1,
    is_set_nickname: 1,
    created_at: '2023-10-31T01:34:08.000000Z',
    credit1: 10,
    credit2: 0,
    credit3: 0,
    role: null,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    is_bind_mobile: 1,
    invite_people_count: 0,
    is_face_verify: true,
    profile_real_name: '',
    profile_id_number: '',
    ...patch,
  };
}

export function makeConfig(
  patch: Partial<SystemConfig> = {},
  member: Partial<SystemConfig['member']> = {},
): SystemConfig {
  return {
    webname: 'MeEdu',
    name: 'MeEdu',
    logo: { logo: '/logo.png', white_logo: '/white.png' },
    url: 'https://api.example.com',
    pc_url: 'https://www.example.com',
    h5_url: 'https://m.example.com',
    icp: '',
    icp_link: '',
    icp2: '',
    icp2_link: '',
    user_protocol: '',
    user_private_protocol: '',
    aboutus: '',
    player: {
      cover: '',
      enabled_bullet_secret: 0,
      bullet_secret: { size: 14, color: 'red', opacity: 1, text: '${mobile}' },
    },
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false, ...member },
    socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0 },
    credit1_reward: { register: 0, watched_vod_course: 0, watched_video: 0, paid_order: '0' },
    enabled_addons: [],
    sliders: [],
    navs: [],
    links: [],
    ...patch,
  };
}

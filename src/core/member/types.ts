/** Answers of the member centre (contract section 4): the member, notifications, points, certificates. */
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
  /**
   * Versioned agreements (MeEdu 4.9.27+): whether the member accepted the active user agreement
   * and privacy policy. Absent on older servers.
   */
  agreement_status?: AgreementStatus;
}

export interface AgreementStatus {
  user_agreement_agreed: boolean;
  privacy_policy_agreed: boolean;
}

export interface FaceVerifyStart {
  url: string;
  rule_id: string;
  biz_token: string;
  request_id: string;
}

/** 9 verified; 5 failed (arrives in the envelope's `code`, contract section 2). */
export interface FaceVerifyStatus {
  status: number;
}
// Member (contract section 4)

export interface Notification {
  /** UUID string, never a number. */
  id: string;
  notifiable_id: number;
  data: { message: string };
  read_at: string | null;
  created_at: string;
}

export interface Credit1Record {
  sum: number;
  remark: string;
  created_at: string;
}

/** DaySignIn `user`: `is_submit` 1 once signed in today (UTC+8). */
export interface DaySignInState {
  is_submit: 0 | 1;
  reward: number;
  continuous_days: number;
}

export interface DaySignInResult {
  reward: number;
  continuous_days: number;
}

export interface MemberCert {
  id: number;
  cert_id: number;
  code: string;
  created_at: string;
  cert: { id: number; name: string; description: string; template_image: string };
}

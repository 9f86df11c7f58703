/**
 * Browser storage keys (spec section 9), named as the public MeEdu PC client names them so a
 * member signed in there stays signed in here (contract section 11).
 */
export const STORAGE_KEYS = {
  token: 'meedu-user-token',
  playId: 'meedu-play-id',
  msv: 'meedu-msv',
  loginCode: 'login_code',
  bindMobile: 'meedu-bind-mobile',
  faceCheck: 'meedu-face-check',
} as const;

/**
 * Ours alone: the last system config, shown when /api/v2/other/config fails at start-up. Apart
 * from STORAGE_KEYS because only the site keeps it, and embeds should not carry the name.
 */
export const CONFIG_STORAGE_KEY = 'meedu-config';

/** Value stored under the bind-mobile and face-check flags. */
export const FLAG_OK = 'ok';

/** sessionStorage key marking a login code as already exchanged in this tab. */
export const loginCodeSessionKey = (code: string): string => `${STORAGE_KEYS.loginCode}:${code}`;

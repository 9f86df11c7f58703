/** Answers of sign-in and the captchas (contract sections 2-3). */
// Auth and captchas (contract sections 2-3)

export interface ImageCaptcha {
  key: string;
  img: string;
  sensitive?: boolean;
}

/** Scenes the server's SMS endpoint accepts (contract section 3); each picks a message template. */
export type SmsScene = 'register' | 'login' | 'password_reset' | 'mobile_bind';

export interface TokenResult {
  token: string;
}

/** POST /api/v3/auth/login/code */
export type CodeLoginResult = { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

/** GET /api/v3/auth/login/wechat/scan/query */
export interface WechatScanQueryResult {
  success: -1 | 0 | 1;
  token?: string;
  code?: string;
  action?: 'bind_mobile';
}

/**
 * A WeChat scan to show: a QR picture (`image`, the old v3 `wechat/scan`) or an address to draw
 * as a QR code (`text`, the `wechat-scan/url` flow of 4.9.12+); `code` is what the poll asks with.
 */
export interface QrCode {
  image?: string;
  text?: string;
  code: string;
}

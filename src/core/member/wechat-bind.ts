import type { User } from './types.js';
import { createWechatScan, type WechatScan } from '../auth/index.js';

export interface WechatBindApi {
  /** The QR the member scans to bind: a picture (`{code: "bind_v2_<id>", image}`) or an address (`text`). */
  getWechatScanBind(): Promise<{ code: string; image?: string; text?: string }>;
  /** Whatever the server needs once scanned (the new flow binds the scan's login code); false: not yet. */
  completeWechatBind(code: string): Promise<boolean>;
  getMemberDetail(): Promise<User>;
}

/**
 * Binding WeChat by scanning: the login QR's machine (shown, polled every second, stopped on
 * leave), except that the question asked each second is "is WeChat bound now?" (after whatever
 * the server's flow needs, the member's detail), and the answer is the member, not a token.
 */
export function createWechatBind(api: WechatBindApi, onBound: (member: User) => void): WechatScan {
  let bound: User | null = null;
  return createWechatScan({
    api: {
      getWechatScanCode: api.getWechatScanBind,
      queryWechatScan: async (code) => {
        if (!(await api.completeWechatBind(code))) return { success: -1 };
        const member = await api.getMemberDetail();
        if (member.is_bind_wechat !== 1) return { success: -1 };
        bound = member;
        return { success: 1, token: 'bound' };
      },
      getMemberDetail: api.getMemberDetail,
    },
    onLoggedIn: () => {
      if (bound) onBound(bound);
    },
    onDone: () => {},
    onBindMobile: () => {},
  });
}

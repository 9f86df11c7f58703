import type { User } from '../api/types.js';
import { createWechatScan, type WechatScan } from '../auth/wechat-scan.js';

export interface WechatBindApi {
  /** `{code: "bind_v2_<id>", image}`: the QR the member scans with the WeChat to bind. */
  getWechatScanBind(): Promise<{ code: string; image: string }>;
  getMemberDetail(): Promise<User>;
}

/**
 * Binding WeChat by scanning: the login QR's machine (shown, polled every second, stopped on
 * leave), except that the question asked each second is "is WeChat bound now?" (the member's
 * detail), and the answer is the member, not a token.
 */
export function createWechatBind(api: WechatBindApi, onBound: (member: User) => void): WechatScan {
  let bound: User | null = null;
  return createWechatScan({
    api: {
      getWechatScanCode: api.getWechatScanBind,
      queryWechatScan: async () => {
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

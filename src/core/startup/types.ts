import type { SystemConfig } from '../site/index.js';
import type { User } from '../member/index.js';

export type LoginCodeResult = { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

/** What start-up needs from the server; injected so core does not depend on the API client here. */
export interface StartupDeps {
  getConfig(): Promise<SystemConfig>;
  getMemberDetail(): Promise<User>;
  loginWithCode(payload: { code: string; msv: string }): Promise<LoginCodeResult>;
  bindDistribution(msv: string): Promise<unknown>;
  /** Binds the socialite account behind a `login_code` that came back with action=bind. */
  bindWithCode?(payload: { code: string }): Promise<unknown>;
}

export interface StartupCallbacks {
  /** The member has no mobile and the site asks for one (bind-mobile flag already set). */
  onBindMobileAlert?(): void;
  /** The member must pass face verification (face-check flag already set). */
  onFacePrompt?(): void;
  /** A social login needs a mobile first: open the binding dialog with this code. */
  onBindMobileRequired?(code: string): void;
  /**
   * The `login_code` on the URL logged the visitor in (a login that happened now, unlike a session
   * restored from a stored token). Called once the member is loaded, before start-up settles.
   */
  onSilentLogin?(user: User): void;
  /** A QQ (socialite) account came back with action=bind and is now bound to the member. */
  onSocialiteBound?(user: User): void;
}

export interface StartOptions extends StartupCallbacks {
  vipDisabledByBuild?: boolean;
  /**
   * Runs once config is known; the site passes `handoffIfMobile` (send mobile browsers to h5_url).
   * Injected rather than built in so that embeds, which live on a host's page, do not carry it.
   */
  handoff?: (config: SystemConfig) => void;
}

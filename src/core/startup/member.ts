import { env } from '../env/index.js';
import { isOn } from '../features/index.js';
import { applyAfterLogin } from '../guards/index.js';
import { config, loginUser, saveToken, setBindMobilePending, setFaceCheckPending } from '../session/index.js';
import type { SystemConfig } from '../site/index.js';
import type { User } from '../member/index.js';
import type { StartupCallbacks, StartupDeps } from './types.js';

const faceOn = (cfg: SystemConfig | null): boolean => !!cfg && isOn(cfg.member?.enabled_face_verify);

/**
 * Brings the bind-mobile and face-check flags in line with what the server says now, so a flag
 * left from an earlier visit cannot lock the member out of login-required pages. Without config
 * nothing is known and the flags stay as they are.
 */
export function checkMember(cfg: SystemConfig | null, u: User, cb: StartupCallbacks = {}, promptFace = true): void {
  if (!cfg) return;
  const bind = u.is_bind_mobile === 0 && isOn(cfg.member?.enabled_mobile_bind_alert);
  setBindMobilePending(bind);
  if (bind) cb.onBindMobileAlert?.();
  const face = faceOn(cfg) && !u.is_face_verify;
  setFaceCheckPending(face);
  if (face && promptFace) cb.onFacePrompt?.();
}

/** Token in hand: store it, load the member, then face check, redirect or reload. */
export async function signIn(
  token: string,
  deps: Pick<StartupDeps, 'getMemberDetail'>,
  cfg: SystemConfig | null | Promise<SystemConfig | null>,
  cb: StartupCallbacks = {},
): Promise<User> {
  saveToken(token);
  const [c, u] = await Promise.all([cfg, deps.getMemberDetail()]);
  loginUser(u);
  // The face check page is where applyAfterLogin goes, so no separate prompt.
  checkMember(c, u, cb, false);
  const { pathname, search } = env().location();
  applyAfterLogin({ pathname, search, faceVerifyEnabled: faceOn(c), isFaceVerified: !!u.is_face_verify });
  return u;
}

/** Used by the login dialogs once the server has issued a token. Rejects if the member cannot be loaded. */
export function loginWithToken(token: string, deps: Pick<StartupDeps, 'getMemberDetail'>): Promise<User> {
  return signIn(token, deps, config.get());
}

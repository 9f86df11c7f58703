import { atom, type ReadableAtom } from 'nanostores';
import { env } from '../env/index.js';
import { defaultOnLoggedIn, type AuthApi, type OnLoggedIn } from './flow-api.js';

/** QR poll interval (spec section 9). */
export const WECHAT_POLL_INTERVAL_MS = 1000;

export interface WechatScanState {
  /** polling: QR shown, waiting for the scan; done: logged in or handed to phone binding. */
  status: 'idle' | 'loading' | 'polling' | 'done' | 'error';
  /** data: URL of the QR picture (old servers), or '' */
  image: string;
  /** The address to draw as a QR code (4.9.12+ servers), or '' */
  text: string;
  code: string;
}

export interface WechatScanOptions {
  api: Pick<AuthApi, 'getWechatScanCode' | 'queryWechatScan' | 'getMemberDetail'>;
  onLoggedIn?: OnLoggedIn;
  /** After the member is stored: close the dialog and apply the after-login rule. */
  onDone(): void;
  /** A new WeChat user must give a phone number first; `code` identifies the scan. */
  onBindMobile(code: string): void;
}

export interface WechatScan {
  $state: ReadableAtom<WechatScanState>;
  start(): Promise<void>;
  stop(): void;
}

const initial: WechatScanState = { status: 'idle', image: '', text: '', code: '' };

export function createWechatScan(o: WechatScanOptions): WechatScan {
  const onLoggedIn = o.onLoggedIn ?? defaultOnLoggedIn(o.api);
  const $state = atom<WechatScanState>(initial);
  let stopTimer: (() => void) | undefined;
  // Bumped by stop() so replies to an abandoned QR code are ignored.
  let generation = 0;

  const halt = () => {
    generation++;
    stopTimer?.();
    stopTimer = undefined;
  };

  const settle = (status: WechatScanState['status']) => {
    halt();
    $state.set({ ...$state.get(), status });
  };

  function poll(mine: number, code: string) {
    let inFlight = false;
    const { clock } = env();
    const handle = clock.setInterval(async () => {
      // A slow reply must not overlap the next question: skip ticks until it is back.
      if (inFlight) return;
      inFlight = true;
      let r: Awaited<ReturnType<typeof o.api.queryWechatScan>>;
      try {
        r = await o.api.queryWechatScan(code);
      } catch (err) {
        // The client has toasted the server's message; polling on would repeat it every second.
        if (mine === generation) settle('error');
        env().log('wechat scan query failed', err);
        return;
      } finally {
        inFlight = false;
      }
      if (mine !== generation) return;
      if (r.success === 1 && r.token) {
        settle('done');
        try {
          await onLoggedIn(r.token);
          o.onDone();
        } catch (err) {
          $state.set({ ...$state.get(), status: 'error' });
          env().log('member not loaded after scan', err);
        }
      } else if (r.success === 0 && r.action === 'bind_mobile') {
        settle('done');
        o.onBindMobile(r.code ?? code);
      }
    }, WECHAT_POLL_INTERVAL_MS);
    stopTimer = () => clock.clearInterval(handle);
  }

  async function start(): Promise<void> {
    halt();
    const mine = generation;
    $state.set({ ...initial, status: 'loading' });
    try {
      const { image = '', text = '', code } = await o.api.getWechatScanCode();
      if (mine !== generation) return;
      $state.set({ status: 'polling', image, text, code });
      poll(mine, code);
    } catch (err) {
      if (mine === generation) $state.set({ ...initial, status: 'error' });
      env().log('wechat scan code failed', err);
    }
  }

  return {
    $state,
    start,
    stop() {
      halt();
      $state.set(initial);
    },
  };
}

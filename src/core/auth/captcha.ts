import { env } from '../env/index.js';
import type { AuthApi } from './flow-api.js';

export interface CaptchaImage {
  key: string;
  /** data: URL of the image (shown at 110x39). */
  img: string;
}

export interface Captcha {
  /** Loads a new image; an answer that arrives after a newer request (or cancel) is dropped. */
  refresh(): Promise<void>;
  /** Drops any image still on its way. */
  cancel(): void;
}

/**
 * The image captcha every SMS form asks for: a new one on demand, only the latest reply kept. A
 * failure is logged; the form keeps its old image and the user can ask again.
 */
export function createCaptcha(api: Pick<AuthApi, 'getCaptchaImage'>, onLoad: (image: CaptchaImage) => void): Captcha {
  let seq = 0;
  return {
    async refresh() {
      const mine = ++seq;
      try {
        const { key, img } = await api.getCaptchaImage();
        if (mine === seq) onLoad({ key, img });
      } catch (err) {
        env().log('image captcha not loaded', err);
      }
    },
    cancel() {
      seq++;
    },
  };
}

import { forwardRef } from 'react';
import * as css from './captcha-image.css.js';
import { SafeImage } from './safe-image.js';
import { SmallSpinner } from './spinner.js';

export interface CaptchaImageProps {
  /** data: URL of the image; empty while the first one loads. */
  src: string;
  onRefresh(): void;
}

/** The image captcha at 110x39 inside a button: clicking (or Enter/Space) loads a new one. */
export const CaptchaImage = forwardRef<HTMLButtonElement, CaptchaImageProps>(function CaptchaImage(
  { src, onRefresh },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={css.button}
      aria-label="点击刷新图形验证码"
      title="点击刷新图形验证码"
      onClick={onRefresh}
    >
      {/* No placeholder text: the button's name must match what it shows (WCAG 2.5.3). */}
      <SafeImage src={src} width={110} height={39} alt="" fallback={<SmallSpinner />} />
    </button>
  );
});

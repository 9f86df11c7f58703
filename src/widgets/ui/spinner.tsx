import * as css from './spinner.css.js';

/** Busy indicator announced to assistive technology as a status. */
export function Spinner({ label = '加载中' }: { label?: string }) {
  return (
    <div className={css.wrap} role="status" aria-live="polite">
      <span className={css.ring} aria-hidden="true" />
      <span className={css.srOnly}>{label}</span>
    </div>
  );
}

/** The 16px ring inside a control (the captcha image loading): decoration, hidden from assistive technology. */
export function SmallSpinner() {
  return <span className={css.small} aria-hidden="true" />;
}

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

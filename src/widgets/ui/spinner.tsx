import * as css from './spinner.css.js';

/** Busy indicator announced to assistive technology as a status. */
export function Spinner({ label = '加载中' }: { label?: string }) {
  return (
    <div className={css.wrap} role="status" aria-live="polite">
      <span className={css.ring} aria-hidden="true" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
    </div>
  );
}

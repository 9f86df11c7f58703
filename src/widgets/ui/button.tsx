import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import * as css from './button.css.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and refuses clicks (and form submission) until it is false again. */
  loading?: boolean;
  block?: boolean;
}

/**
 * While loading the button is aria-disabled rather than `disabled`: a disabled element drops
 * focus to the page body, which would let Tab escape a dialog's focus trap mid-request.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, block = false, className, children, onClick, type = 'button', ...rest },
  ref,
) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = [css.variant[variant], block ? css.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={click}
    >
      {loading ? <span className={css.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});

/** A button that looks like a text link (for actions that do not navigate). */
export const LinkButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function LinkButton(
  { className, type = 'button', ...rest },
  ref,
) {
  return <button {...rest} ref={ref} type={type} className={[css.link, className ?? ''].filter(Boolean).join(' ')} />;
});

import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { srOnly } from './spinner.css.js';
import * as css from './text-field.css.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  /** The field's name for assistive technology; shown above the input unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange(value: string): void;
  /** Marks the field aria-invalid; a message is also shown under it and linked by aria-describedby. */
  invalid?: boolean;
  error?: string | null;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  /** Beside the input on the same row: the captcha image, the SMS button. */
  addon?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel = false, value, onValueChange, invalid, error, revealable, addon, id, type = 'text', className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);
  const isInvalid = !!invalid || !!error;
  const describedBy = [rest['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const inputType = revealable ? (shown ? 'text' : 'password') : type;

  return (
    <div className={[css.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? srOnly : css.label}>
        {label}
      </label>
      <div className={css.row}>
        <div className={css.box}>
          <input
            {...rest}
            ref={ref}
            id={inputId}
            type={inputType}
            value={value}
            className={[css.input, revealable ? css.withToggle : ''].filter(Boolean).join(' ')}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.currentTarget.value)}
          />
          {revealable ? (
            <button
              type="button"
              className={css.toggle}
              aria-label={shown ? '隐藏密码' : '显示密码'}
              aria-pressed={shown}
              aria-controls={inputId}
              onClick={() => setShown((s) => !s)}
            >
              <EyeIcon crossed={!shown} />
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

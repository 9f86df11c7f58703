import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUniqueId } from './unique-id.js';
import { srOnly } from './spinner.css.js';
import * as css from './text-field.css.js';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'children' | 'id'
> {
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
  { label, hideLabel, value, onValueChange, invalid, error, revealable, addon, className, ...rest },
  ref,
) {
  const id = useUniqueId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);

  return (
    <div className={className ? `${css.field} ${className}` : css.field}>
      <label htmlFor={id} className={hideLabel ? srOnly : css.label}>
        {label}
      </label>
      <div className={css.row}>
        <div className={css.box}>
          <input
            {...rest}
            ref={ref}
            id={id}
            type={revealable ? (shown ? 'text' : 'password') : rest.type}
            value={value}
            className={revealable ? `${css.input} ${css.withToggle}` : css.input}
            aria-invalid={invalid || !!error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onValueChange(event.currentTarget.value)}
          />
          {revealable ? (
            <button
              type="button"
              className={css.toggle}
              aria-label={shown ? '隐藏密码' : '显示密码'}
              aria-pressed={shown}
              aria-controls={id}
              onClick={() => setShown(!shown)}
            >
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {shown ? null : <path d="M4 4l16 16" />}
              </svg>
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
});

/** The message under a field, which the field names by `id` in its aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className={css.error}>
      {error}
    </p>
  ) : null;
}

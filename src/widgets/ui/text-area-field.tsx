import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useUniqueId } from './unique-id.js';
import { textarea } from './text-area-field.css.js';
import { FieldError } from './text-field.js';
import * as css from './text-field.css.js';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'children' | 'id'
> {
  /** The field's name for assistive technology, shown above the box. */
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Marks the field aria-invalid; the message is shown under it and linked by aria-describedby. */
  error?: string | null;
}

/** TextField's multi-line sibling: the same label, error and form-machine binding (spread `form.field(name)`). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, onValueChange, error, className, rows = 6, ...rest },
  ref,
) {
  const id = useUniqueId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${css.field} ${className}` : css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        className={textarea}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
});

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUniqueId } from './unique-id.js';
import * as css from './checkbox.css.js';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'checked' | 'type' | 'id' | 'className'
> {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  invalid?: boolean;
  /** The label; may contain links (they stay separately focusable). */
  children: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { checked, onCheckedChange, invalid, children, ...rest },
  ref,
) {
  const inputId = useUniqueId();
  return (
    <div className={css.wrap}>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        className={css.box}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={inputId} className={css.text}>
        {children}
      </label>
    </div>
  );
});

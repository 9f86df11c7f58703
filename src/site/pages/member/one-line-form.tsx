import type { FormEvent } from 'react';
import type { FieldBinding } from '#widgets/data/use-form.js';
import { Button } from '#widgets/ui/button.js';
import { TextField, type TextFieldProps } from '#widgets/ui/text-field.js';
import * as css from './member.css.js';

type FieldProps = Omit<TextFieldProps, 'form' | 'value' | 'onValueChange' | 'error' | 'hideLabel' | 'className'>;

/**
 * A form of one field on one line (the nickname, a redeem code): the label is read out but not
 * shown, as the placeholder says what to type, and the button beside it is busy while sending.
 */
export function OneLineForm({
  form,
  bound,
  submit,
  ...field
}: FieldProps & {
  form: { state: { busy: boolean }; onSubmit(event?: FormEvent<HTMLFormElement>): void };
  /** The field's binding (`form.field(name)`). */
  bound: FieldBinding<string>;
  /** The button's words. */
  submit: string;
}) {
  return (
    <form className={css.inlineForm} onSubmit={form.onSubmit} noValidate>
      <TextField {...bound} {...field} className={css.grow} hideLabel />
      <Button type="submit" loading={form.state.busy}>
        {submit}
      </Button>
    </form>
  );
}

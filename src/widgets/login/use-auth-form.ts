import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import type { LoginTab } from '../../core/auth/flows.js';
import type { AuthForm, AuthFormState } from '../../core/auth/form.js';
import type { FormView, LoginDialog } from '../../core/auth/login-dialog.js';
import type { SmsButton } from '../../core/auth/sms-button.js';
import { MESSAGES, type AuthFields } from '../../core/auth/validate.js';

type Field = keyof AuthFields;
export type TextFieldName = Exclude<Field, 'agree'>;
type Ref = (el: HTMLInputElement | null) => void;

/** Which field each of core's messages is about, so the widget can mark and focus it. */
const FIELD_OF: Record<string, Field> = {
  [MESSAGES.mobile]: 'mobile',
  [MESSAGES.password]: 'password',
  [MESSAGES.newPassword]: 'password',
  [MESSAGES.captcha]: 'captcha',
  [MESSAGES.smsNeedsCaptcha]: 'captcha',
  [MESSAGES.sms]: 'sms',
  [MESSAGES.agree]: 'agree',
};

export interface Problem {
  field: Field;
  message: string;
}

export interface AuthFormBinding {
  state: AuthFormState;
  problem: Problem | null;
  sms: SmsButton;
  /** Value, setter, error and ref of one field, ready to spread on a TextField. */
  text(field: TextFieldName): {
    value: string;
    onValueChange(value: string): void;
    error: string | null;
    ref: Ref;
  };
  ref(field: Field): Ref;
  setAgree(value: boolean): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  sendSms(): void;
  refreshCaptcha(): void;
}

/**
 * Binds one of the machine's forms to the widget: fields write into the machine, submit and the
 * SMS button call it, and the first failing field is marked aria-invalid and focused.
 */
export function useAuthForm(dialog: LoginDialog, view: FormView, tab: LoginTab): AuthFormBinding {
  const form: AuthForm = dialog.forms[view];
  const state = useStore(form.$state);
  // A mark belongs to the tab it was made on: one from the other tab would point at a field that is
  // no longer there. Derived while rendering, so a submit right after switching keeps its own mark.
  const [marked, setMarked] = useState<{ tab: LoginTab; problem: Problem } | null>(null);
  const problem = marked?.tab === tab ? marked.problem : null;
  const setProblem = (next: Problem | null | ((p: Problem | null) => Problem | null)) =>
    setMarked((m) => {
      const current = m?.tab === tab ? m.problem : null;
      const value = typeof next === 'function' ? next(current) : next;
      return value ? { tab, problem: value } : null;
    });
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({}).current;
  const ref =
    (field: Field): Ref =>
    (el) => {
      inputs[field] = el;
    };

  // The same check the machine runs on submit or send (it shows the toast; the widget marks the field).
  const mark = (message: string | null) => {
    const field = message && FIELD_OF[message];
    if (!field) return;
    setProblem({ field, message: message as string });
    inputs[field]?.focus();
  };

  const edit = <K extends Field>(field: K, value: AuthFields[K]) => {
    form.set(field, value);
    setProblem((p) => (p?.field === field ? null : p));
  };

  return {
    state,
    problem,
    sms: form.sms,
    text: (field) => ({
      value: state[field],
      onValueChange: (value) => edit(field, value),
      error: problem?.field === field ? problem.message : null,
      ref: ref(field),
    }),
    ref,
    setAgree: (value) => edit('agree', value),
    onSubmit(event) {
      event.preventDefault();
      if (form.$state.get().loading) return;
      mark(form.check());
      void form.submit();
    },
    // Only called while the button is idle (it refuses clicks while sending or counting down).
    sendSms() {
      mark(form.sms.check());
      void form.sms.send();
    },
    // Its failures are logged inside; nothing is left to reject.
    refreshCaptcha: form.refreshCaptcha,
  };
}

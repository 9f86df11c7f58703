import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { LoginTab } from '../../core/auth/flows.js';
import type { AuthForm, AuthFormState } from '../../core/auth/form.js';
import type { FormView, LoginDialog } from '../../core/auth/login-dialog.js';
import {
  MESSAGES,
  validateBindMobile,
  validateBindNewMobile,
  validateForgotPassword,
  validateLoginPassword,
  validateLoginSms,
  validateRegister,
  type AuthFields,
} from '../../core/auth/validate.js';

type Field = keyof AuthFields;

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

/** The same check the machine runs on submit (it shows the toast; the widget marks the field). */
export function firstProblem(view: FormView, tab: LoginTab, form: AuthFormState): string | null {
  switch (view) {
    case 'login':
      return tab === 0 ? validateLoginPassword(form) : validateLoginSms(form);
    case 'register':
      return validateRegister(form);
    case 'forgot':
      return validateForgotPassword(form);
    case 'bindMobile':
      return validateBindMobile(form);
    case 'bindNewMobile':
      return validateBindNewMobile(form);
  }
}

export interface Problem {
  field: Field;
  message: string;
}

export interface AuthFormBinding {
  state: AuthFormState;
  problem: Problem | null;
  refs: Record<Field, RefObject<HTMLInputElement | null>>;
  /** Value, setter and error of one field, ready to spread on a TextField. */
  text(field: Exclude<Field, 'agree'>): {
    value: string;
    onValueChange(value: string): void;
    error: string | null;
    ref: RefObject<HTMLInputElement | null>;
  };
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
  const [problem, setProblem] = useState<Problem | null>(null);
  const refs: AuthFormBinding['refs'] = {
    mobile: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    sms: useRef<HTMLInputElement>(null),
    agree: useRef<HTMLInputElement>(null),
  };

  // A mark from the other tab would point at a field that is no longer there.
  useEffect(() => setProblem(null), [tab]);

  const mark = (message: string | null) => {
    const field = message ? FIELD_OF[message] : undefined;
    if (!message || !field) return false;
    setProblem({ field, message });
    refs[field].current?.focus();
    return true;
  };

  const edit = <K extends Field>(field: K, value: AuthFields[K]) => {
    form.set(field, value);
    setProblem((p) => (p?.field === field ? null : p));
  };

  return {
    state,
    problem,
    refs,
    text: (field) => ({
      value: state[field],
      onValueChange: (value) => edit(field, value),
      error: problem?.field === field ? problem.message : null,
      ref: refs[field],
    }),
    setAgree: (value) => edit('agree', value),
    onSubmit(event) {
      event.preventDefault();
      const current = form.$state.get();
      if (current.loading) return;
      mark(firstProblem(view, tab, current));
      void form.submit();
    },
    sendSms() {
      const current = form.$state.get();
      if (form.sms.$state.get().status === 'idle') {
        mark(!current.mobile.trim() ? MESSAGES.mobile : !current.captcha.trim() ? MESSAGES.smsNeedsCaptcha : null);
      }
      void form.sms.send();
    },
    refreshCaptcha: () => void form.refreshCaptcha(),
  };
}

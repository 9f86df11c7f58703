import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Form, FormState, Problem } from '#core/forms/index.js';

type Ref = (el: HTMLElement | null) => void;

export interface FieldBinding<T> {
  value: T;
  onValueChange(value: T): void;
  /** The message to show under the field, or null. */
  error: string | null;
  ref: Ref;
}

export interface FormBinding<V> {
  state: FormState<V>;
  /** Value, setter, error and ref of one field, ready to spread on a TextField. */
  field<K extends Extract<keyof V, string>>(name: K): FieldBinding<V[K]>;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Marks a problem found outside submit (an SMS button's own check) and focuses its field. */
  mark(problem: Problem<Extract<keyof V, string>> | null): void;
}

/**
 * Binds a core form machine to a component: fields write into it, submit calls it, and the field of
 * the problem it reports is marked (aria-invalid through TextField's error) and focused.
 */
export function useForm<V extends object, R>(form: Form<V, R>): FormBinding<V> {
  const state = useStore(form.$state);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({}).current;
  const focusOn = (problem: Problem | null) => {
    if (problem) inputs[problem.field]?.focus();
  };
  // A problem reported by submit moves focus to its field once.
  const shown = useRef<Problem | null>(null);
  useEffect(() => {
    if (state.problem && state.problem !== shown.current) focusOn(state.problem);
    shown.current = state.problem;
  });

  return {
    state,
    field: (name) => ({
      value: state.values[name],
      onValueChange: (value) => form.set(name, value),
      error: state.problem?.field === name ? state.problem.message : null,
      ref: (el) => {
        inputs[name] = el;
      },
    }),
    onSubmit(event) {
      event?.preventDefault();
      void form.submit();
    },
    mark: (problem) => form.mark(problem),
  };
}

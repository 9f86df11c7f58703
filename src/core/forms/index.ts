import { map, type ReadableAtom } from 'nanostores';
import { env } from '../env/index.js';

/**
 * The machine behind every form (login dialogs, profile, address, exams, Q&A): values, the first
 * failing rule as `{field, message}`, a busy flag that blocks a second submit, and the values kept
 * whatever the server answers. The API client has already shown a server's refusal (spec section
 * 8); a form only records that the attempt failed.
 */

export interface Problem<F extends string = string> {
  field: F;
  message: string;
}

/** Returns the first problem, or null when the values may be sent. */
export type Validator<V> = (values: V) => Problem<Extract<keyof V, string>> | null;

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() === '' : v === undefined || v === null || v === false);

/** A rule: `test` false means `message` about `field`. */
export const rule =
  <V>(
    field: Extract<keyof V, string>,
    message: string,
    test: (value: V[typeof field], values: V) => boolean,
  ): Validator<V> =>
  (values) =>
    test(values[field], values) ? null : { field, message };

/** The field must be filled in (text not blank, box ticked). */
export const required = <V>(field: Extract<keyof V, string>, message: string): Validator<V> =>
  rule<V>(field, message, (v) => !blank(v));

/** Rules in screen order; the first that fails wins. */
export const rules =
  <V>(...list: Validator<V>[]): Validator<V> =>
  (values) => {
    for (const check of list) {
      const problem = check(values);
      if (problem) return problem;
    }
    return null;
  };

export interface FormState<V> {
  values: V;
  /** The problem found by the last submit (cleared when its field is edited). */
  problem: Problem<Extract<keyof V, string>> | null;
  busy: boolean;
  /** The last submit reached the server or the network and failed. */
  failed: boolean;
}

export interface FormOptions<V, R> {
  initial: V;
  validate?: Validator<V>;
  send(values: V): Promise<R>;
  onSuccess?(result: R, values: V): void | Promise<void>;
  onFailure?(error: unknown): void;
  /** Also show a problem as a toast (the login dialogs do, as the spec's messages are toasts). */
  toastProblems?: boolean;
}

export interface Form<V, R = unknown> {
  $state: ReadableAtom<FormState<V>>;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** The problem submit would report now, or null. */
  check(): Problem<Extract<keyof V, string>> | null;
  /** Marks a problem found elsewhere (an SMS button's own check). */
  mark(problem: Problem<Extract<keyof V, string>> | null): void;
  /** Resolves true once sent and onSuccess has run; false when invalid, busy, failed or abandoned. */
  submit(): Promise<boolean>;
  /** Back to `values` (or the initial ones), dropping any reply still on its way. */
  reset(values?: V): void;
  /** Drops any reply still on its way and clears busy. */
  dispose(): void;
}

export function createForm<V extends object, R = unknown>(options: FormOptions<V, R>): Form<V, R> {
  const $state = map<FormState<V>>({ values: { ...options.initial }, problem: null, busy: false, failed: false });
  // Replies that arrive after reset()/dispose() belong to a form the user has left.
  let generation = 0;
  const check = () => options.validate?.($state.get().values) ?? null;

  const mark = (problem: Problem<Extract<keyof V, string>> | null) => {
    $state.setKey('problem', problem);
    if (problem && options.toastProblems) env().toast(problem.message, 'error');
  };

  async function submit(): Promise<boolean> {
    const { values, busy } = $state.get();
    if (busy) return false;
    const problem = check();
    mark(problem);
    if (problem) return false;
    const mine = generation;
    $state.set({ ...$state.get(), busy: true, failed: false });
    try {
      const result = await options.send(values);
      if (mine !== generation) return false;
      await options.onSuccess?.(result, values);
      return true;
    } catch (error) {
      if (mine !== generation) return false;
      $state.setKey('failed', true);
      env().log('form not sent', error);
      options.onFailure?.(error);
      return false;
    } finally {
      if (mine === generation) $state.setKey('busy', false);
    }
  }

  return {
    $state,
    set(field, value) {
      const s = $state.get();
      $state.set({
        ...s,
        values: { ...s.values, [field]: value },
        problem: s.problem?.field === (field as string) ? null : s.problem,
      });
    },
    check,
    mark,
    submit,
    reset(values = options.initial) {
      generation++;
      $state.set({ values: { ...values }, problem: null, busy: false, failed: false });
    },
    dispose() {
      generation++;
      $state.setKey('busy', false);
    },
  };
}

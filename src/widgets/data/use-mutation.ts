import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MutatorStore } from '#core/client/index.js';

export interface MutationState<D, R> {
  /** Resolves the result, or undefined when the call failed or one was already running. */
  mutate(data: D): Promise<R | undefined>;
  busy: boolean;
  error: unknown;
  /** The last successful result. */
  data: R | undefined;
}

/** One mutation per component (a form, a button), made from a core `defineMutation` factory. */
export function useMutation<D, R>(create: () => MutatorStore<D, R>): MutationState<D, R> {
  const [store] = useState(create);
  const value = useStore(store);
  return {
    mutate: store.mutate as (data: D) => Promise<R | undefined>,
    busy: Boolean(value.loading),
    error: value.error,
    data: value.data,
  };
}

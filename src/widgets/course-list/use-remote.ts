import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteStatus = 'loading' | 'success' | 'error';

export interface RemoteState<T> {
  status: RemoteStatus;
  /** The last successful result; kept while a newer request loads so pagers and totals stay put. */
  data: T | undefined;
  error: unknown;
  /** Runs the current request again (the 重试 button). */
  reload(): void;
}

/**
 * Loads `load()` whenever `key` changes. Only the latest request may write state: a response that
 * arrives after the key changed, after a newer reload, or after unmount is dropped, so a slow page 1
 * can never overwrite page 2. Errors are already toasted by core's API client; this only records
 * them so the caller can show its error state.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): RemoteState<T> {
  const [state, setState] = useState<{ status: RemoteStatus; data: T | undefined; error: unknown }>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => (s.status === 'loading' ? s : { ...s, status: 'loading', error: undefined }));
    loadRef.current().then(
      (data) => {
        if (latest.current === ticket) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (latest.current === ticket) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => {
      // Invalidate this request whether the key changed or the component went away.
      if (latest.current === ticket) latest.current++;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

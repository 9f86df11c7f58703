import type { ReactNode } from 'react';
import { ApiError, NETWORK_ERROR, TIMEOUT_MESSAGE, transportMessage } from '../../core/api/errors.js';
import { Button } from '../../widgets/ui/button.js';
import * as css from './page-state.css.js';
import { srOnly } from './shell.css.js';

/**
 * The skeleton / error-with-retry pair every page uses while its data loads. Shaped to take the
 * state object of the course list's `useRemote` hook directly (`status`, `data`, `error`, `reload`).
 */
export interface LoadState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  reload(): void;
}

const widths = ['92%', '100%', '86%', '95%', '70%', '88%', '60%'];

/** Grey placeholder blocks in the page's shape, announced once as loading. */
export function Skeleton({ variant = 'text', lines = 5, label = '正在加载' }: { variant?: 'text' | 'cards'; lines?: number; label?: string }) {
  return (
    <div className={css.skeleton} role="status" aria-busy="true" data-page-state="loading">
      <span className={srOnly}>{label}</span>
      <div className={css.heading} aria-hidden="true" />
      {variant === 'cards' ? (
        <div className={css.cards} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} className={css.card}>
              <div className={css.cardImage} />
              <div className={css.cardLine} style={{ width: '80%' }} />
              <div className={css.cardLine} style={{ width: '50%' }} />
            </div>
          ))}
        </div>
      ) : (
        Array.from({ length: lines }, (_, i) => (
          <div key={i} className={css.bar} style={{ width: widths[i % widths.length] }} aria-hidden="true" />
        ))
      )}
    </div>
  );
}

/** What went wrong, in words a learner understands. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return transportMessage(error.status, error.message === TIMEOUT_MESSAGE);
    if (error.message) return error.message;
  }
  return '加载失败，请稍后重试。';
}

export interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
  title?: string;
  /** 1 when the error replaces the whole page (it is then the page's heading); 2 by default. */
  level?: 1 | 2;
}

/** The error state: a heading, the reason and 重试. */
export function LoadError({ error, onRetry, title = '内容加载失败', level = 2 }: LoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={css.error} role="alert" data-page-state="error">
      <Heading className={css.errorTitle}>{title}</Heading>
      <p className={css.errorText}>{describeError(error)}</p>
      <Button onClick={onRetry}>重试</Button>
    </div>
  );
}

export interface PageStateProps<T> {
  state: LoadState<T>;
  children(data: T): ReactNode;
  /** Defaults to text lines. */
  skeleton?: ReactNode;
  errorTitle?: string;
  /** Heading level of the error state; 1 when the state stands for the whole page. */
  errorLevel?: 1 | 2;
}

/**
 * Skeleton while nothing has loaded, the error state with 重试 when the last attempt failed, the
 * content otherwise (a reload keeps showing the previous content rather than flashing a skeleton).
 */
export function PageState<T>({ state, children, skeleton, errorTitle, errorLevel }: PageStateProps<T>) {
  if (state.status === 'error') {
    return <LoadError error={state.error} onRetry={state.reload} title={errorTitle} level={errorLevel} />;
  }
  if (state.status === 'loading' && state.data === undefined) return <>{skeleton ?? <Skeleton />}</>;
  return <>{children(state.data as T)}</>;
}

import type { ReactNode } from 'react';
import { ApiError, isRouteMissing, NETWORK_ERROR, TIMEOUT_MESSAGE, transportMessage } from '#core/client/index.js';
import { Button } from './button.js';
import * as css from './page-state.css.js';
import { visuallyHidden as srOnly } from './visually-hidden.css.js';

/**
 * The four states every page and list has: skeleton while loading, content, empty, and an error
 * with 重试. They take a query's state (widgets/data/use-query) directly.
 */
export interface LoadState<T> {
  status: 'idle' | 'loading' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** A request is on its way while data is shown (the list is marked aria-busy). */
  busy?: boolean;
  reload(): void;
}

const widths = ['92%', '100%', '86%', '95%', '70%', '88%', '60%'];

/** Grey placeholder blocks in the page's shape, announced once as loading. */
export function Skeleton({
  variant = 'text',
  lines = 5,
  label = '正在加载',
}: {
  variant?: 'text' | 'cards';
  lines?: number;
  label?: string;
}) {
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

/** Said where a call the server does not have was needed (its 路由不存在 means nothing to a learner). */
export const UNSUPPORTED_MESSAGE = '当前站点的服务器暂不提供此功能。';

/** What went wrong, in words a learner understands. */
export function describeError(error: unknown): string {
  if (isRouteMissing(error)) return UNSUPPORTED_MESSAGE;
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

/**
 * The error state: a heading, the reason and 重试 — except where the server has no such call,
 * which asking again would not change.
 */
export function LoadError({ error, onRetry, title = '内容加载失败', level = 2 }: LoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={css.error} role="alert" data-page-state="error">
      <Heading className={css.errorTitle}>{title}</Heading>
      <p className={css.errorText}>{describeError(error)}</p>
      {isRouteMissing(error) ? null : <Button onClick={onRetry}>重试</Button>}
    </div>
  );
}

/** Nothing to show: a short sentence in the content's place. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={css.empty} data-page-state="empty">
      {children}
    </p>
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
  /** Shown instead of the content when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
}

/**
 * Skeleton while nothing has loaded, the error state with 重试 when the last attempt failed, the
 * empty state, or the content (a reload keeps showing the previous content rather than flashing a
 * skeleton).
 */
export function PageState<T>({ state, children, skeleton, errorTitle, errorLevel, empty, isEmpty }: PageStateProps<T>) {
  if (state.status === 'error') {
    return <LoadError error={state.error} onRetry={state.reload} title={errorTitle} level={errorLevel} />;
  }
  if (state.data === undefined) return <>{skeleton ?? <Skeleton />}</>;
  if (empty !== undefined && isEmpty?.(state.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(state.data)}</>;
}

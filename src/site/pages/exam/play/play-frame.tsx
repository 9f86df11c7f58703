import { useEffect, type ReactNode } from 'react';
import { isRefusal } from '#core/client/index.js';
import { env } from '#core/env/index.js';
import type { QueryState } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { LoadError, Skeleton } from '#widgets/ui/page-state.js';
import * as css from './play.css.js';

/**
 * A play page's states: skeleton, the server's refusal (no such attempt, not bought) with a way
 * back, an error with 重试, 未获取到试题 (back to the list) when there is nothing to answer, or
 * the page.
 */
export function PlayFrame<T>({
  state,
  noun,
  backHref,
  listHref,
  isEmpty,
  children,
}: {
  state: QueryState<T>;
  noun: string;
  backHref: string;
  /** Where an attempt without questions sends the member (the list it came from). */
  listHref: string;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}) {
  const empty = state.data !== undefined && isEmpty(state.data);
  useEffect(() => {
    if (!empty) return;
    env().toast('未获取到试题', 'error');
    env().navigate(listHref, { replace: true });
  }, [empty, listHref]);

  if (state.status === 'idle') {
    return <Gone noun={noun} message={`地址中缺少${noun}编号`} backHref={listHref} backLabel="返回列表" />;
  }
  if (state.status === 'error' && !state.data) {
    return isRefusal(state.error) ? (
      <Gone noun={noun} message={(state.error as Error).message} backHref={backHref} />
    ) : (
      <div className={css.notice}>
        <LoadError error={state.error} onRetry={state.reload} title={`${noun}加载失败`} level={1} />
      </div>
    );
  }
  if (!state.data || empty) return <Skeleton lines={8} label={`${noun}加载中`} />;
  return <>{children(state.data)}</>;
}

/** Why the play page cannot open, and the way on (返回 by default). */
export function Gone({
  noun,
  message,
  backHref,
  backLabel = '返回',
}: {
  noun: string;
  message: string;
  backHref: string;
  backLabel?: string;
}) {
  return (
    <div className={css.notice} role="alert">
      <h1 className={css.noticeTitle}>无法打开{noun}</h1>
      <p className={css.noticeText}>{message}</p>
      <Link className={css.back} href={backHref}>
        {backLabel}
      </Link>
    </div>
  );
}

/**
 * A paper's play page opened with the paper alone (`?id=`, no attempt): the attempt under way is
 * opened when there is one; otherwise the page says an attempt is started on the paper's page.
 */
export function OpenRunningAttempt<T>({
  detail,
  running,
  playHref,
  noun,
  detailHref,
}: {
  detail: QueryState<T>;
  /** The attempt under way in the detail, if any. */
  running(data: T): number | null;
  playHref(attemptId: number): string;
  noun: string;
  detailHref: string;
}) {
  const attempt = detail.data === undefined ? null : running(detail.data);
  useEffect(() => {
    if (attempt) env().navigate(playHref(attempt), { replace: true });
  }, [attempt, playHref]);
  if (detail.status === 'error' && !detail.data) {
    return isRefusal(detail.error) ? (
      <Gone noun={noun} message={(detail.error as Error).message} backHref={detailHref} />
    ) : (
      <div className={css.notice}>
        <LoadError error={detail.error} onRetry={detail.reload} title={`${noun}加载失败`} level={1} />
      </div>
    );
  }
  if (detail.data === undefined || attempt) return <Skeleton lines={8} label={`${noun}加载中`} />;
  return (
    <Gone
      noun={noun}
      message={`地址中没有考试记录，也没有进行中的考试。请在${noun}页点击“开始考试”。`}
      backHref={detailHref}
      backLabel={`前往${noun}页`}
    />
  );
}

import { useEffect, type ReactNode } from 'react';
import { isRefusal } from '../../../../core/api/errors.js';
import { env } from '../../../../core/env/index.js';
import type { QueryState } from '../../../../widgets/data/use-query.js';
import { Link } from '../../../../widgets/ui/link.js';
import { LoadError, Skeleton } from '../../../../widgets/ui/page-state.js';
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

  if (state.status === 'idle') return <Gone noun={noun} message="地址不完整" backHref={backHref} />;
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

function Gone({ noun, message, backHref }: { noun: string; message: string; backHref: string }) {
  return (
    <div className={css.notice} role="alert">
      <h1 className={css.title}>无法打开{noun}</h1>
      <p>{message}</p>
      <Link className={css.back} href={backHref}>
        返回
      </Link>
    </div>
  );
}

import type { ReactNode } from 'react';
import { LoadError, Skeleton, type LoadState } from '#widgets/ui/page-state.js';
import * as css from './detail.css.js';

/**
 * A comment list in its four states: the failure told once in its place with 重试, the skeleton
 * until the first answer, the empty line, then the items (`CommentItem`s).
 */
export function CommentList({
  state,
  loaded,
  count,
  label,
  skeletonLines,
  emptyText,
  children,
}: {
  state: Pick<LoadState<unknown>, 'status' | 'error' | 'reload'>;
  /** The items are at hand (those of the state, or of a longer list opened since). */
  loaded: boolean;
  count: number;
  label: string;
  skeletonLines: number;
  emptyText: string;
  children: ReactNode;
}) {
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.reload} title="评论加载失败" />;
  if (!loaded) return <Skeleton lines={skeletonLines} label="评论加载中" />;
  if (count === 0) return <p className={css.empty}>{emptyText}</p>;
  return (
    <ul className={css.commentList} aria-label={label}>
      {children}
    </ul>
  );
}

import type { ReactNode } from 'react';
import type { QueryState } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { Skeleton } from '#widgets/ui/page-state.js';
import { QueryView } from '../../kit/query-view.js';
import * as css from './exam.css.js';

/**
 * A detail page's states: skeleton, the server's "does not exist" with a way back to the list,
 * an error with 重试, or the page.
 */
export function DetailFrame<T>({
  state,
  noun,
  listHref,
  children,
}: {
  state: QueryState<T>;
  /** 试卷, 模拟试卷, 练习 */
  noun: string;
  listHref: string;
  children(data: T): ReactNode;
}) {
  return (
    <QueryView
      state={state}
      skeleton={<Skeleton lines={6} label={`${noun}加载中`} />}
      errorTitle={`${noun}加载失败`}
      errorLevel={1}
      refused={(error) => (
        <div className={css.hero} role="alert">
          <h1 className={css.heroTitle}>{noun}不存在或已下架</h1>
          <p className={css.desc}>{error.message}</p>
          <div className={css.actions}>
            <Link className={css.action} href={listHref}>
              返回{noun}列表
            </Link>
          </div>
        </div>
      )}
    >
      {children}
    </QueryView>
  );
}

/** One fact of a detail's header: 总分 100分. */
export function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.factName}>{name}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

import { isRefusal } from '../../core/client/index.js';
import { Link } from '../../widgets/ui/link.js';
import { LoadError, Skeleton } from '../../widgets/ui/page-state.js';
import * as css from './detail.css.js';

/** The hero's shape while a detail page loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className={css.skeletonHero}>
      <div className={css.skeletonCover} aria-hidden="true" />
      <div className={css.skeletonText}>
        <Skeleton lines={4} label={label} />
      </div>
    </div>
  );
}

/**
 * A detail page that could not load: the server's refusal (电子书不存在…) as the page's own
 * message with a way back to the list, or the error state with 重试 for anything else.
 */
export function DetailError({
  error,
  reload,
  noun,
  listHref,
  listLabel,
}: {
  error: unknown;
  reload(): void;
  noun: string;
  listHref: string;
  listLabel: string;
}) {
  return isRefusal(error) ? (
    <div className={css.missing} role="alert">
      <h1 className={css.missingTitle}>{noun}不存在或已下架</h1>
      <p>你要找的{noun}暂时无法查看。</p>
      <Link className={css.primaryAction} href={listHref}>
        {listLabel}
      </Link>
    </div>
  ) : (
    <LoadError error={error} onRetry={reload} title={`${noun}加载失败`} level={1} />
  );
}

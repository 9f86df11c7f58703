import { getAnnouncement } from '../../../core/api/content.js';
import type { Announcement } from '../../../core/api/types.js';
import { ApiError, NETWORK_ERROR } from '../../../core/api/errors.js';
import { formatDateTime } from '../../../core/time/index.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { RichContent } from '../../../widgets/rich-content/rich-content.js';
import { LoadError, Skeleton } from '../../../widgets/ui/page-state.js';
import { useTitle } from '../../shell/title.js';
import type { PageProps } from '../../routes.js';
import NotFoundPage from '../not-found.js';
import * as css from './announcement.css.js';

const idle = () => new Promise<Announcement>(() => undefined);

export default function AnnouncementDetailPage({ params }: PageProps) {
  const raw = params.id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const state = useRemote(() => (id ? getAnnouncement(id) : idle()), `announcement-${id}`);
  useTitle(state.data?.title);

  if (!id) return <NotFoundPage />;
  const back = (
    <a className={css.back} href="/announcement">
      返回公告列表
    </a>
  );

  if (state.status === 'error' && !state.data) {
    const missing = state.error instanceof ApiError && state.error.code !== NETWORK_ERROR && state.error.code !== 401;
    return (
      <div className={css.page}>
        {missing ? (
          <div className={css.missing} role="alert">
            <h1 className={css.title}>公告不存在</h1>
            <p>这条公告可能已被删除。</p>
            {back}
          </div>
        ) : (
          <LoadError error={state.error} onRetry={state.reload} title="公告加载失败" />
        )}
      </div>
    );
  }
  if (!state.data) {
    return (
      <div className={css.page}>
        <Skeleton lines={7} label="公告加载中" />
      </div>
    );
  }

  const a = state.data;
  return (
    <div className={css.page}>
      <nav className={css.crumbs} aria-label="位置">
        {back}
      </nav>
      <article className={css.article} aria-labelledby="announcement-title">
        <h1 className={css.articleTitle} id="announcement-title">
          {a.title}
        </h1>
        <p className={css.itemMeta}>
          <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          <span>{Number(a.view_times) || 0}次浏览</span>
        </p>
        <RichContent html={a.announcement} className={css.body} />
      </article>
    </div>
  );
}

import * as paths from '#core/paths/index.js';
import { announcementDetail } from '#core/site/index.js';
import { formatDateTime } from '#core/time/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Link } from '#widgets/ui/link.js';
import { Skeleton } from '#widgets/ui/page-state.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { QueryView } from '#site/kit/query-view.js';
import * as css from '../announcement.css.js';

export default function AnnouncementDetailPage({ params }: PageProps<{ id: number }>) {
  const state = useQuery(announcementDetail(params.id));
  useTitle(state.data?.title);

  const back = (
    <Link className={css.back} href={paths.announcements()}>
      返回公告列表
    </Link>
  );

  return (
    <div className={css.page}>
      <QueryView
        state={state}
        errorTitle="公告加载失败"
        skeleton={<Skeleton lines={7} label="公告加载中" />}
        refused={
          <div className={css.missing} role="alert">
            <h1 className={css.title}>公告不存在</h1>
            <p>这条公告可能已被删除。</p>
            {back}
          </div>
        }
      >
        {(a) => (
          <>
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
          </>
        )}
      </QueryView>
    </div>
  );
}

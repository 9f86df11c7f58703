import { isRefusal } from '../../../core/api/errors.js';
import { isFree } from '../../../core/format/price.js';
import * as paths from '../../../core/paths/index.js';
import { courseComments, courseDetail } from '../../../core/query/content.js';
import { useQuery } from '../../../widgets/data/use-query.js';
import { RichContent } from '../../../widgets/rich-content/rich-content.js';
import { Link } from '../../../widgets/ui/link.js';
import { Tabs } from '../../../widgets/ui/tabs.js';
import { LoadError, Skeleton } from '../../../widgets/ui/page-state.js';
import { useTitle } from '../../shell/title.js';
import { useUrlState } from '../../shell/url-state.js';
import type { PageProps } from '../../routes.js';
import { Attachments } from './attachments.js';
import { Catalog } from './catalog.js';
import { CommentsPanel } from './comments.js';
import { TAB_SCHEMA, TABS } from './format.js';
import { CourseHeader } from './header.js';
import { SaleBox } from './sale-box.js';
import * as css from './course-detail.css.js';

function DetailSkeleton() {
  return (
    <div className={css.skeletonHero}>
      <div className={css.skeletonCover} aria-hidden="true" />
      <div className={css.skeletonText}>
        <Skeleton lines={4} label="课程加载中" />
      </div>
    </div>
  );
}

export default function CourseDetailPage({ params }: PageProps<{ courseId: number }>) {
  const id = params.courseId;
  const url = useUrlState(TAB_SCHEMA);
  const tab = url.values.tab;

  // Detail and comments go out together (the route prefetches both); comments failing leaves the
  // rest of the page working.
  const detail = useQuery(courseDetail(id));
  const comments = useQuery(courseComments(id));
  useTitle(detail.data?.course.title);

  // Switching tabs is not a place to go back to: the entry is replaced.
  const selectTab = (index: number) => url.set({ tab: TABS[index].value }, { replace: true });

  if (detail.status === 'error' && !detail.data) {
    return isRefusal(detail.error) ? (
      <div className={css.missing} role="alert">
        <h1 className={css.missingTitle}>课程不存在或已下架</h1>
        <p>你要找的课程暂时无法查看。</p>
        <Link className={css.primaryAction} href={paths.courses()}>
          浏览全部课程
        </Link>
      </div>
    ) : (
      <LoadError error={detail.error} onRetry={detail.reload} title="课程加载失败" />
    );
  }
  if (!detail.data) return <DetailSkeleton />;

  const data = detail.data;
  const selected = TABS.findIndex((t) => t.value === tab);
  return (
    <div className={css.page}>
      <CourseHeader key={data.course.id} detail={data} />
      {!data.isBuy && !isFree(data.course) ? <SaleBox courseId={data.course.id} /> : null}
      <div className={css.tabs}>
        <Tabs label="课程内容" items={TABS.map((t) => t.label)} selected={selected} onSelect={selectTab}>
          {tab === 'intro' ? (
            data.course.render_desc ? (
              <RichContent html={data.course.render_desc} className={css.desc} />
            ) : (
              <p className={css.empty}>暂无课程介绍</p>
            )
          ) : tab === 'catalog' ? (
            <Catalog detail={data} />
          ) : tab === 'comments' ? (
            <CommentsPanel courseId={data.course.id} canComment={data.isBuy} state={comments} />
          ) : (
            <Attachments items={data.attach} bought={data.isBuy} />
          )}
        </Tabs>
      </div>
    </div>
  );
}

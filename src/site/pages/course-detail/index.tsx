import { useLocation, useSearch } from 'wouter';
import { ApiError, NETWORK_ERROR } from '../../../core/api/errors.js';
import { getCourseComments, getCourseDetail } from '../../../core/api/content.js';
import type { Comments, CourseDetail } from '../../../core/api/types.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { RichContent } from '../../../widgets/rich-content/rich-content.js';
import { Tabs } from '../../../widgets/ui/tabs.js';
import { LoadError, Skeleton } from '../../../widgets/ui/page-state.js';
import { useTitle } from '../../shell/title.js';
import type { PageProps } from '../../routes.js';
import NotFoundPage from '../not-found.js';
import { Attachments } from './attachments.js';
import { Catalog } from './catalog.js';
import { CommentsPanel } from './comments.js';
import { readTab, TABS } from './format.js';
import { CourseHeader } from './header.js';
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

/** Nothing to ask the server for (an address that is not a course id): the page shows not-found. */
const idle = <T,>() => new Promise<T>(() => undefined);

/** A course the server refuses to show (unknown, unpublished): code 1 「错误」, not a failure to retry. */
const isMissing = (error: unknown) => error instanceof ApiError && error.code !== NETWORK_ERROR && error.code !== 401;

export default function CourseDetailPage({ params }: PageProps) {
  const raw = params.courseId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = readTab(new URLSearchParams(search).get('tab'));

  // Detail and comments go out together; comments failing leaves the rest of the page working.
  const detail = useRemote(() => (id ? getCourseDetail(id) : idle<CourseDetail>()), `course-${id}`);
  const comments = useRemote(() => (id ? getCourseComments(id) : idle<Comments>()), `course-comments-${id}`);
  useTitle(detail.data?.course.title);

  if (!id) return <NotFoundPage />;

  const selectTab = (index: number) => {
    const q = new URLSearchParams(search);
    const value = TABS[index].value;
    if (value === 'intro') q.delete('tab');
    else q.set('tab', value);
    const s = q.toString();
    // Switching tabs is not a place to go back to: the entry is replaced.
    navigate(s ? `${location}?${s}` : location, { replace: true });
  };

  if (detail.status === 'error' && !detail.data) {
    return isMissing(detail.error) ? (
      <div className={css.missing} role="alert">
        <h1 className={css.missingTitle}>课程不存在或已下架</h1>
        <p>你要找的课程暂时无法查看。</p>
        <a className={css.primaryAction} href="/courses">
          浏览全部课程
        </a>
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
      <CourseHeader key={data.course.id} detail={data} onBought={detail.reload} />
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

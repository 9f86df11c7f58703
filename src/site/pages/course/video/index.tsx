import { useEffect } from 'react';
import * as paths from '#core/paths/index.js';
import { commentsAllowed } from '#core/capabilities/index.js';
import { courseDetail, videoDetail } from '#core/course/index.js';
import { commentOn, comments as commentList } from '#core/comments/index.js';
import { recordVisit } from '#core/member/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { Attachments } from '../attachments.js';
import { Catalog } from '../catalog.js';
import { CommentsPanel } from '#site/kit/comments-panel.js';
import { Lesson } from './lesson.js';
import * as css from './course-video.css.js';
import { DetailView } from '#site/kit/query-view.js';

function VideoSkeleton() {
  return (
    <div className={css.page}>
      <div className={css.layout}>
        <div className={css.playerArea}>
          <div className={css.skeletonPlayer} aria-hidden="true" />
          <Skeleton lines={3} label="视频加载中" />
        </div>
        <div className={css.aside} aria-hidden="true">
          <Skeleton lines={6} label="课时加载中" />
        </div>
      </div>
    </div>
  );
}

/**
 * /courses/video/{videoId} (the route's parameter is the lesson's id, as in the mobile hand-off):
 * the player, the course's lessons beside it, and the course's comments and attachments (the
 * course detail's own pieces).
 */
export default function CourseVideoPage({ params }: PageProps<{ courseId: number }>) {
  const videoId = params.courseId;
  const detail = useQuery(videoDetail(videoId));
  const data = detail.data?.video.id === videoId ? detail.data : undefined;
  const courseId = data?.course.id ?? null;
  // The course's own detail says whether the member bought it (locks in the catalog) and has the attachments.
  const course = useQuery(courseDetail(courseId));
  // The lesson's own comments, as MeEdu's PC client shows on its play page.
  const target = data ? ({ kind: 'video', id: videoId, courseId: data.course.id } as const) : null;
  const comments = useQuery(commentList(target));
  useTitle(data ? `${data.video.title} - ${data.course.title}` : null);

  const title = data?.video.title;
  useEffect(() => {
    if (title) recordVisit('video', videoId, title);
  }, [videoId, title]);

  return (
    <DetailView
      state={{ ...detail, data }}
      noun="视频"
      listHref={paths.courses()}
      listLabel="浏览全部课程"
      skeleton={<VideoSkeleton />}
    >
      {(data) => (
        <div className={css.page}>
          <nav aria-label="当前位置">
            <ol className={css.crumbs}>
              <li>
                <Link className={css.crumbLink} href={paths.courses()}>
                  全部课程
                </Link>{' '}
                /
              </li>
              <li>
                <Link className={css.crumbLink} href={paths.courseDetail(data.course.id)}>
                  {data.course.title}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className={css.title}>{data.video.title}</h1>
          <div className={css.layout}>
            <div className={css.playerArea}>
              <Lesson key={videoId} data={data} />
            </div>
            <div className={css.main}>
              <section className={css.panel} aria-labelledby="lesson-comments">
                <h2 className={css.panelTitle} id="lesson-comments">
                  课时评论
                </h2>
                <CommentsPanel
                  state={comments}
                  post={commentOn(target!)}
                  target={target!}
                  open={commentsAllowed(data.video)}
                  bought={data.isWatch}
                />
              </section>
              <section className={css.panel} aria-labelledby="course-attach">
                <h2 className={css.panelTitle} id="course-attach">
                  课程附件
                </h2>
                <PageState
                  state={course}
                  errorTitle="附件加载失败"
                  skeleton={<Skeleton lines={2} label="附件加载中" />}
                >
                  {(c) => <Attachments courseId={c.course.id} items={c.attach} bought={c.isBuy} />}
                </PageState>
              </section>
            </div>
            <aside className={css.aside} aria-labelledby="course-lessons">
              <h2 className={css.panelTitle} id="course-lessons">
                课程目录
              </h2>
              <PageState state={course} errorTitle="目录加载失败" skeleton={<Skeleton lines={6} label="目录加载中" />}>
                {(c) => <Catalog detail={c} currentId={videoId} />}
              </PageState>
            </aside>
          </div>
        </div>
      )}
    </DetailView>
  );
}

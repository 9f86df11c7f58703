import { isOn } from '#core/features/index.js';
import * as paths from '#core/paths/index.js';
import { commentOnLive, liveComments, liveCourse } from '#core/live/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Tabs } from '#widgets/ui/tabs.js';
import type { LiveCourseDetail } from '#core/live/index.js';
import type { PageProps } from '#site/route-def.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { LIVE_TABS, liveTabSchema } from './data.js';
import { CommentsPanel } from '#site/kit/comments-panel.js';
import * as css from '#site/kit/detail.css.js';
import { LiveHeader } from './header.js';
import * as live from '../live-detail.css.js';
import { Schedule } from './schedule.js';
import { DetailView } from '#site/kit/query-view.js';

const TAB_LABELS: Record<(typeof LIVE_TABS)[number], string> = {
  intro: '直播详情',
  schedule: '直播排课',
  comments: '课程评论',
};

function Teacher({ teacher }: { teacher: LiveCourseDetail['course']['teacher'] }) {
  if (Array.isArray(teacher) || !teacher?.name) return null;
  return (
    <section className={live.teacher} aria-label="讲师">
      <SafeImage className={live.teacherAvatar} src={teacher.avatar} alt="" width={48} height={48} />
      <div>
        <p className={live.teacherName}>讲师：{teacher.name}</p>
        {teacher.short_desc ? <p className={live.teacherDesc}>{teacher.short_desc}</p> : null}
      </div>
    </section>
  );
}

/** A live course: header, teacher and description, the schedule of sessions, and comments. */
export default function LiveDetailPage({ params }: PageProps<{ courseId: number }>) {
  const id = params.courseId;
  const url = useUrlState(liveTabSchema);
  const detail = useQuery(liveCourse(id));
  const comments = useQuery(liveComments(id));
  useTitle(detail.data?.course.title);

  return (
    <DetailView state={detail} noun="直播课" listHref={paths.live()} listLabel="浏览全部直播课">
      {(data) => {
        const tab = url.values.tab;
        return (
          <div className={css.page}>
            <LiveHeader key={data.course.id} detail={data} />
            <div className={css.tabs}>
              <Tabs
                label="直播课内容"
                items={LIVE_TABS.map((t) => TAB_LABELS[t])}
                selected={LIVE_TABS.indexOf(tab)}
                // Switching tabs is not a place to go back to: the entry is replaced.
                onSelect={(i) => url.set({ tab: LIVE_TABS[i] }, { replace: true })}
              >
                {tab === 'intro' ? (
                  <>
                    <Teacher teacher={data.course.teacher} />
                    {/* Headings inside the description (h3 in the demo) come under this one. */}
                    <h2 className={css.srOnly}>课程介绍</h2>
                    {data.course.render_desc ? (
                      <RichContent html={data.course.render_desc} className={css.desc} />
                    ) : (
                      <p className={css.empty}>暂无课程介绍</p>
                    )}
                  </>
                ) : tab === 'schedule' ? (
                  <Schedule detail={data} />
                ) : (
                  <CommentsPanel
                    state={comments}
                    post={commentOnLive(data.course.id)}
                    bought={isOn(data.is_buy)}
                    placeholder="说说你对这门直播课的看法"
                  />
                )}
              </Tabs>
            </div>
          </div>
        );
      }}
    </DetailView>
  );
}

import { useStore } from '@nanostores/react';
import { isFree } from '#core/format/price.js';
import { config } from '#core/session/index.js';
import * as paths from '#core/paths/index.js';
import { commentsAllowed } from '#core/capabilities/index.js';
import { courseDetail } from '#core/course/index.js';
import { commentOn, comments as commentList } from '#core/comments/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import type { PageProps } from '#site/route-def.js';
import { Attachments } from '../attachments.js';
import { Catalog } from '../catalog.js';
import { CommentsPanel } from '#site/kit/comments-panel.js';
import { TAB_SCHEMA, TABS } from '#site/kit/format.js';
import { CourseHeader } from './header.js';
import { SaleBox } from './sale-box.js';
import * as css from '#site/kit/detail.css.js';
import { DetailView } from '#site/kit/query-view.js';

export default function CourseDetailPage({ params }: PageProps<{ courseId: number }>) {
  const id = params.courseId;
  const url = useUrlState(TAB_SCHEMA);
  const tab = url.values.tab;

  // Detail and comments go out together (the route prefetches both); comments failing leaves the
  // rest of the page working.
  const target = { kind: 'course', id } as const;
  const detail = useQuery(courseDetail(id));
  const notice = useStore(config)?.course_purchase_notice;
  const comments = useQuery(commentList(target));
  useTitle(detail.data?.course.title);

  // Switching tabs is not a place to go back to: the entry is replaced.
  const selectTab = (index: number) => url.set({ tab: TABS[index].value }, { replace: true });

  return (
    <DetailView state={detail} noun="课程" listHref={paths.courses()} listLabel="浏览全部课程">
      {(data) => {
        const selected = TABS.findIndex((t) => t.value === tab);
        return (
          <div className={css.page}>
            <CourseHeader key={data.course.id} detail={data} />
            {!data.isBuy && !isFree(data.course) ? <SaleBox courseId={data.course.id} /> : null}
            <div className={css.tabs}>
              <Tabs label="课程内容" items={TABS.map((t) => t.label)} selected={selected} onSelect={selectTab}>
                {tab === 'intro' ? (
                  <>
                    {data.course.render_desc ? (
                      <RichContent html={data.course.render_desc} className={css.desc} />
                    ) : (
                      <p className={css.empty}>暂无课程介绍</p>
                    )}
                    {/* MeEdu 4.9.25+: the site's purchase notice, under every course's description. */}
                    {notice ? (
                      <section className={css.notice} aria-labelledby="purchase-notice">
                        <h2 className={css.noticeTitle} id="purchase-notice">
                          购买须知
                        </h2>
                        <RichContent html={notice} />
                      </section>
                    ) : null}
                  </>
                ) : tab === 'catalog' ? (
                  <Catalog detail={data} />
                ) : tab === 'comments' ? (
                  <CommentsPanel
                    state={comments}
                    post={commentOn(target)}
                    target={target}
                    open={commentsAllowed(data.course)}
                    bought={data.isBuy}
                  />
                ) : (
                  <Attachments courseId={data.course.id} items={data.attach} bought={data.isBuy} />
                )}
              </Tabs>
            </div>
          </div>
        );
      }}
    </DetailView>
  );
}

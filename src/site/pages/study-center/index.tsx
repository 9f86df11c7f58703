import type { MemberCourse } from '#core/course/index.js';
import * as paths from '#core/paths/index.js';
import { memberCourses, memberLikedCourses } from '#core/course/index.js';
import { formatDateTime } from '#core/time/index.js';
import { Link } from '#widgets/ui/link.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { Skeleton } from '#widgets/ui/page-state.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { useUrlState } from '../../shell/url-state.js';
import { STUDY_CENTER_PAGE_SIZE, studyCenterQuery, studyCenterSchema } from './data.js';
import * as css from './study-center.css.js';
import { usePagedQuery } from '../../kit/paged-query.js';
import { tabsInAddress } from '../../kit/address-tabs.js';

const TABS = [
  { value: '', label: '我的课程', empty: '还没有购买课程', errorTitle: '课程加载失败' },
  { value: 'like', label: '我的收藏', empty: '还没有收藏课程', errorTitle: '收藏加载失败' },
] as const;

/** Learned lessons out of the course's lessons, and the server's own percentage (0–100). */
function progressOf(item: MemberCourse) {
  const total = Number(item.course?.videos_count) || 0;
  const learned = Math.min(Number(item.learned_count) || 0, total || Infinity);
  const percent = Math.max(0, Math.min(100, Number(item.watch_record?.progress) || 0));
  return { total, learned, percent };
}

function CourseItem({ item }: { item: MemberCourse }) {
  const course = item.course;
  const id = course?.id ?? item.course_id;
  const title = course?.title || '课程已下架';
  const { total, learned, percent } = progressOf(item);
  const last = item.last_view_video;
  const lastVideo = Number(last?.video_id) || 0;
  return (
    <li className={css.item}>
      <SafeImage className={css.thumb} src={course?.thumb} alt="" width={160} height={120} loading="lazy" />
      <div className={css.body}>
        <h2 className={css.name}>
          <Link className={css.nameLink} href={paths.courseDetail(id)}>
            {title}
          </Link>
        </h2>
        <div
          className={css.bar}
          role="progressbar"
          aria-label={`${title} 学习进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={css.barFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={css.meta}>
          已学 {percent}%{total ? ` · ${learned}/${total} 课时` : ''}
          {last?.updated_at ? ` · 上次学习 ${formatDateTime(last.updated_at)}` : ''}
        </p>
      </div>
      {lastVideo ? (
        <Link className={css.action} href={paths.courseVideo(lastVideo)}>
          继续学习<span className={css.srOnly}> {title}</span>
        </Link>
      ) : (
        <Link className={css.action} href={paths.courseDetail(id)}>
          开始学习<span className={css.srOnly}> {title}</span>
        </Link>
      )}
    </li>
  );
}

/** /study-center (我的学习): the member's bought and favourite courses with their progress. */
export default function StudyCenterPage() {
  const url = useUrlState(studyCenterSchema);
  const { page } = url.values;
  const shown = tabsInAddress(TABS, url);
  const current = shown.tab;
  const query = studyCenterQuery(page);
  const state = usePagedQuery((current.value === 'like' ? memberLikedCourses : memberCourses)(query), {
    page,
    size: STUDY_CENTER_PAGE_SIZE,
  });

  return (
    <div className={css.page}>
      <h1 className={css.title}>我的学习</h1>
      <div className={css.box}>
        <Tabs label="我的学习" {...shown.props}>
          <PagedList
            state={state}
            onPage={(p) => url.set({ page: p })}
            empty={current.empty}
            pagerLabel={`${current.label}分页`}
            skeleton={<Skeleton variant="text" lines={6} label="课程加载中" />}
            errorTitle={current.errorTitle}
          >
            {(items) => (
              <ul className={css.list}>
                {items.map((item) => (
                  <CourseItem key={item.course_id} item={item} />
                ))}
              </ul>
            )}
          </PagedList>
        </Tabs>
      </div>
    </div>
  );
}

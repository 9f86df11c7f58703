import { liveAttachments } from '#core/live/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import * as course from '#site/kit/detail.css.js';
import { formatBytes } from '#site/kit/format.js';
import * as css from './live-room.css.js';

/** The session's courseware (attach/index): name, type and size of each file. */
export function Courseware({ courseId, videoId }: { courseId: number; videoId: number }) {
  const state = useQuery(liveAttachments({ courseId, videoId }));
  return (
    <PageState
      state={state}
      skeleton={<Skeleton lines={3} label="课件加载中" />}
      errorTitle="课件加载失败"
      empty={<span>本场直播暂无课件</span>}
      isEmpty={(page) => !page.data.length}
    >
      {(page) => (
        <ul className={css.files} aria-label="课件">
          {page.data.map((a) => (
            <li key={a.id} className={course.attach}>
              <span className={course.attachExt} aria-hidden="true">
                {(a.extension || '?').slice(0, 4).toUpperCase()}
              </span>
              <span className={course.attachName}>
                {a.name}
                <span className={course.attachMeta}>
                  {a.extension ? `${a.extension.toLowerCase()} · ` : ''}
                  {a.size ? formatBytes(a.size) : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageState>
  );
}

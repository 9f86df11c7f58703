import type { LiveCourseDetail, LiveVideo } from '#core/live/index.js';
import { isOn } from '#core/features/index.js';
import * as paths from '#core/paths/index.js';
import { formatDateTime } from '#core/time/index.js';
import { Link } from '#widgets/ui/link.js';
import * as css from '#site/kit/detail.css.js';
import { scheduleOf } from './format.js';
import * as live from '../live-detail.css.js';

function SessionState({ video }: { video: LiveVideo }) {
  if (video.status === 1) return <span className={live.sessionLive}>直播中</span>;
  if (video.status === 2) return <span className={`${live.sessionState} ${live.sessionReplay}`}>回放</span>;
  return <span className={live.sessionState}>{formatDateTime(video.published_at)} 开播</span>;
}

function Session({ video, open }: { video: LiveVideo; open: boolean }) {
  const body = (
    <>
      <span className={css.videoTitle}>
        <span>{video.title}</span>
        {open ? null : <span className={css.srOnly}>（需购买）</span>}
      </span>
      <span className={css.videoMeta}>
        <SessionState video={video} />
      </span>
    </>
  );
  return (
    <li>
      {open ? (
        <Link className={css.video} href={paths.liveVideo(video.id)}>
          {body}
        </Link>
      ) : (
        <div className={css.video}>{body}</div>
      )}
    </li>
  );
}

/** 直播排课: chapters and their sessions with each one's state; rooms open to those who may watch. */
export function Schedule({ detail }: { detail: LiveCourseDetail }) {
  const chapters = scheduleOf(detail);
  const open = isOn(detail.is_buy);
  if (!chapters.length) return <p className={css.empty}>暂无排课，敬请期待</p>;
  return (
    <div className={css.catalog}>
      {chapters.map((chapter) => (
        <section
          key={chapter.id}
          className={css.chapter}
          aria-labelledby={chapter.name ? `chapter-${chapter.id}` : undefined}
        >
          {chapter.name ? (
            <h2 className={css.chapterTitle} id={`chapter-${chapter.id}`}>
              {chapter.name}
            </h2>
          ) : null}
          <ol className={css.videos}>
            {chapter.videos.map((v) => (
              <Session key={v.id} video={v} open={open} />
            ))}
          </ol>
        </section>
      ))}
      {open ? null : <p className={css.empty}>订阅课程后可进入直播间观看直播与回放</p>}
    </div>
  );
}

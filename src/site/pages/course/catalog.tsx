import type { CourseDetail, Video } from '#core/course/index.js';
import { lessonAccess } from '#core/lessons/index.js';
import { formatDuration } from '../../kit/format.js';
import * as css from '../../kit/detail.css.js';
import { Link } from '#widgets/ui/link.js';
import * as paths from '#core/paths/index.js';

function LockIcon() {
  return (
    <svg className={css.lock} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="4.5" y="10" width="15" height="11" rx="2" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={css.play} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
    </svg>
  );
}

function VideoRow({ video, detail, current }: { video: Video; detail: CourseDetail; current: boolean }) {
  const access = lessonAccess(detail, detail.isBuy, video);
  const locked = access !== 'watch';
  const trial = access === 'trial';
  const progress = detail.watchedProgress[String(video.id)];
  const watched = progress?.watched_at
    ? '已学完'
    : progress && Number(progress.watch_seconds) > 0
      ? `学习至 ${formatDuration(progress.watch_seconds)}`
      : '';
  return (
    <li>
      <Link
        className={current ? `${css.video} ${css.current}` : css.video}
        href={paths.courseVideo(video.id)}
        aria-current={current ? 'page' : undefined}
      >
        <span className={css.videoTitle}>
          {locked ? <LockIcon /> : <PlayIcon />}
          <span>{video.title}</span>
          {locked ? <span className={css.srOnly}>（需购买）</span> : null}
        </span>
        <span className={css.videoMeta}>
          {trial ? <span className={css.trial}>试看</span> : null}
          {watched ? <span className={css.watched}>{watched}</span> : null}
          <span className={css.duration}>
            <span className={css.srOnly}>时长 </span>
            {formatDuration(video.duration)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * Chapters in server order, each with its lessons; lessons without a chapter (key "0") come first.
 * `currentId`: the lesson playing beside it (the video page), marked as the current page.
 */
export function Catalog({ detail, currentId }: { detail: CourseDetail; currentId?: number }) {
  const loose = detail.videos['0'] ?? [];
  const chapters = detail.chapters
    .map((c) => ({ chapter: c, videos: detail.videos[String(c.id)] ?? [] }))
    .filter((c) => c.videos.length);
  if (!loose.length && !chapters.length) return <p className={css.empty}>暂无课时，敬请期待</p>;
  return (
    <div className={css.catalog}>
      {loose.length ? (
        <ol className={css.videos} aria-label="课时">
          {loose.map((v) => (
            <VideoRow key={v.id} video={v} detail={detail} current={v.id === currentId} />
          ))}
        </ol>
      ) : null}
      {chapters.map(({ chapter, videos }) => (
        <section key={chapter.id} className={css.chapter} aria-labelledby={`chapter-${chapter.id}`}>
          <h2 className={css.chapterTitle} id={`chapter-${chapter.id}`}>
            {chapter.title}
          </h2>
          <ol className={css.videos}>
            {videos.map((v) => (
              <VideoRow key={v.id} video={v} detail={detail} current={v.id === currentId} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

import type { SimplePage } from '#core/client/index.js';
import type { SnapshotImage } from '#core/course/index.js';
import { cameraProblem, isCameraProblem, type SnapshotPolicy } from '#core/player/index.js';
import { formatDateTime } from '#core/time/index.js';
import type { Camera } from '#widgets/player/index.js';
import type { QueryState } from '#widgets/data/use-query.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import * as css from './course-video.css.js';

/**
 * The learning photos beside the player: the live camera picture while the camera is on, why it
 * is not (refused, missing), and the photos taken of this lesson so far.
 */
export function LearningPhotos({
  policy,
  camera,
  images,
}: {
  policy: SnapshotPolicy;
  camera: Camera;
  images: QueryState<SimplePage<SnapshotImage>>;
}) {
  const list = images.data?.data ?? [];
  const total = Number(images.data?.total) || list.length;
  const problem = isCameraProblem(camera.state) ? camera.state : null;
  return (
    <section className={css.photos} aria-labelledby="learning-photos">
      <div className={css.photoHead}>
        <h2 className={css.photoTitle} id="learning-photos">
          学习照片
        </h2>
        <p className={css.photoMeta} role="status">
          已拍摄 {total} 张{policy.maxTimes ? `（最多 ${policy.maxTimes} 张）` : ''}
        </p>
      </div>
      {problem ? (
        // The learner's own choice is stated; a refusal or no camera is an alert.
        <p className={css.problem} role={problem === 'declined' ? 'status' : 'alert'}>
          {cameraProblem(problem, policy.cameraRequired)}
        </p>
      ) : null}
      <div className={css.cameraRow}>
        {/* Always mounted, so a photo can be taken from it; it shows the camera only while on. */}
        <video
          ref={camera.preview}
          className={css.preview}
          muted
          playsInline
          aria-label="摄像头画面"
          hidden={camera.state !== 'on'}
        />
        {camera.state === 'on' ? (
          <p className={css.photoMeta}>系统会在学习过程中随机拍照，请保持面部在画面中。</p>
        ) : null}
      </div>
      {list.length ? (
        <ul className={css.photoList} aria-label="已拍摄的学习照片">
          {list.map((p) => (
            <li key={p.id}>
              <SafeImage
                className={css.photo}
                src={p.thumb}
                alt={`学习照片 ${formatDateTime(p.created_at)}`}
                width={96}
                height={72}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

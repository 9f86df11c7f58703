import { useStore } from '@nanostores/react';
import { attachmentLink, downloadAttachment } from '#core/course/index.js';
import { env } from '#core/env/index.js';
import type { CourseAttach } from '#core/course/index.js';
import { openLogin } from '#core/app/open-login.js';
import { isLogin } from '#core/session/index.js';
import { LinkButton } from '#widgets/ui/button.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import { formatBytes } from '../../kit/format.js';
import * as css from '../../kit/detail.css.js';

/**
 * Downloads are browser navigations: a link carrying the token (?token=) where the server has
 * such an address, else a button asking the server for a single-use one first (MeEdu 4.9.11+).
 * Either exists only for a member who may download: someone who bought the course.
 */
export function Attachments({ courseId, items, bought }: { courseId: number; items: CourseAttach[]; bought: boolean }) {
  const logged = useStore(isLogin);
  if (!items.length) return <p className={css.empty}>本课程暂无附件</p>;
  return (
    <ul className={css.attachList} aria-label="课程附件">
      {items.map((a) => (
        <li key={a.id} className={css.attach}>
          <span className={css.attachExt} aria-hidden="true">
            {(a.extension || '?').slice(0, 4).toUpperCase()}
          </span>
          <span className={css.attachName}>
            {a.name}
            <span className={css.attachMeta}>
              {a.extension ? `${a.extension.toLowerCase()} · ` : ''}
              {formatBytes(a.size)}
            </span>
          </span>
          {logged && bought ? (
            attachmentLink(a.id) !== null ? (
              <SafeLink className={css.download} href={attachmentLink(a.id)} download>
                下载<span className={css.srOnly}> {a.name}</span>
              </SafeLink>
            ) : (
              <button
                type="button"
                className={css.downloadButton}
                onClick={() => downloadAttachment(courseId, a.id).catch((err) => env().log('download failed', err))}
              >
                下载<span className={css.srOnly}> {a.name}</span>
              </button>
            )
          ) : logged ? (
            <span className={css.attachHint}>购买后可下载</span>
          ) : (
            <LinkButton onClick={() => void openLogin('login')}>
              登录后下载<span className={css.srOnly}> {a.name}</span>
            </LinkButton>
          )}
        </li>
      ))}
    </ul>
  );
}

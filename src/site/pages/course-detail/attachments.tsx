import { useStore } from '@nanostores/react';
import { attachDownloadUrl } from '../../../core/api/content.js';
import type { CourseAttach } from '../../../core/api/types.js';
import { loginDialog } from '../../../core/app/login-dialog.js';
import { isLogin } from '../../../core/session/index.js';
import { LinkButton } from '../../../widgets/ui/button.js';
import { SafeLink } from '../../../widgets/ui/safe-link.js';
import { formatBytes } from './format.js';
import * as css from './course-detail.css.js';

/**
 * Downloads are browser navigations, so the token travels as ?token= (core's attachDownloadUrl).
 * The link exists only for a member who may download: someone who bought the course.
 */
export function Attachments({ items, bought }: { items: CourseAttach[]; bought: boolean }) {
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
            <SafeLink className={css.download} href={attachDownloadUrl(a.id)} download>
              下载<span className={css.srOnly}> {a.name}</span>
            </SafeLink>
          ) : logged ? (
            <span className={css.attachHint}>购买后可下载</span>
          ) : (
            <LinkButton onClick={() => loginDialog().open('login')}>
              登录后下载<span className={css.srOnly}> {a.name}</span>
            </LinkButton>
          )}
        </li>
      ))}
    </ul>
  );
}

import { documentPath, env } from '#core/env/index.js';
import { Button } from '#widgets/ui/button.js';
import { StatusPanel } from './status-panel.js';
import * as css from './shell.css.js';

const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|loading chunk|ChunkLoadError/i;

/** True when the error is a route's code that failed to download (network, or a newer deploy). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (CHUNK_FAILURE.test(error.message) || CHUNK_FAILURE.test(error.name));

/** The generic application error screen (spec section 8): reload, or go home. */
export function AppError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert">
      <StatusPanel
        icon="error"
        title="页面出错了"
        actions={
          <>
            <Button onClick={() => env().reload()}>重新加载</Button>
            <a className={css.secondaryLink} href={documentPath('/')}>
              返回首页
            </a>
          </>
        }
      >
        <p>
          {chunk ? '页面资源加载失败，可能是网络不稳定或网站刚刚更新。' : '抱歉，页面遇到了问题，暂时无法显示。'}
          请重新加载页面，或返回首页继续浏览。
        </p>
      </StatusPanel>
    </div>
  );
}

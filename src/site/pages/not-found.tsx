import { StatusPanel } from '../shell/status-panel.js';
import * as css from '../shell/shell.css.js';
import { Link } from '#widgets/ui/link.js';
import * as paths from '#core/paths/index.js';
import { useInBrowser } from '#widgets/runtime/in-browser.js';

export default function NotFoundPage() {
  // A server knows no history; the way back shows once the page runs in the browser.
  const inBrowser = useInBrowser();
  return (
    <StatusPanel
      icon="lost"
      title="页面不存在"
      actions={
        <>
          <Link className={css.primaryLink} href={paths.home()}>
            返回首页
          </Link>
          {inBrowser && history.length > 1 && (
            <button type="button" className={css.secondaryLink} onClick={() => history.back()}>
              返回上一页
            </button>
          )}
        </>
      }
    >
      <p>你访问的页面不存在或已被移除，请检查地址是否正确。</p>
    </StatusPanel>
  );
}

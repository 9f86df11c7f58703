import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getAnnouncements } from '../../../core/api/content.js';
import type { Announcement } from '../../../core/api/types.js';
import { formatDateTime } from '../../../core/time/index.js';
import { Pager } from '../../../widgets/ui/pager.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { PageState, Skeleton } from '../../../widgets/ui/page-state.js';
import type { PageProps } from '../../routes.js';
import * as css from './announcement.css.js';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/**
 * Plain text of an announcement for the list's summary. Parsed in an inert document (no scripts
 * run, nothing loads there) and only its text is used, so no sanitizer is needed for this.
 */
function summary(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function Item({ item }: { item: Announcement }) {
  const text = useMemo(() => summary(item.announcement), [item.announcement]);
  return (
    <li className={css.item}>
      <a className={css.itemTitle} href={`/announcement/${item.id}`}>
        {item.title}
      </a>
      {text ? <p className={css.itemSummary}>{text}</p> : null}
      <p className={css.itemMeta}>
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        <span>{Number(item.view_times) || 0}次浏览</span>
      </p>
    </li>
  );
}

export default function AnnouncementListPage(_: PageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10) || 1);
  const state = useRemote(() => getAnnouncements({ page, size: ANNOUNCEMENTS_PAGE_SIZE }), `announcements-${page}`);
  const total = state.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PAGE_SIZE), page);

  return (
    <div className={css.page}>
      <h1 className={css.title}>网站公告</h1>
      <PageState state={state} skeleton={<Skeleton lines={6} label="公告加载中" />} errorTitle="公告加载失败">
        {(data) =>
          data.data.length === 0 ? (
            <p className={css.empty}>暂无公告</p>
          ) : (
            <div aria-busy={state.status === 'loading'}>
              <ul className={css.list}>
                {data.data.map((a) => (
                  <Item key={a.id} item={a} />
                ))}
              </ul>
              {lastPage > 1 ? (
                <Pager page={page} lastPage={lastPage} label="公告分页" onChange={(p) => navigate(p > 1 ? `/announcement?page=${p}` : '/announcement')} />
              ) : null}
            </div>
          )
        }
      </PageState>
    </div>
  );
}

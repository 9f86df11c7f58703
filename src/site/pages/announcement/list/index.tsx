import { useMemo } from 'react';
import type { Announcement } from '#core/site/index.js';
import * as paths from '#core/paths/index.js';
import { announcementList } from '#core/site/index.js';
import { formatDateTime } from '#core/time/index.js';
import { Link } from '#widgets/ui/link.js';
import { plainText } from '#widgets/rich-content/plain-text.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { useUrlState } from '#site/shell/url-state.js';
import { announcementsQuery, announcementsSchema } from './data.js';
import * as css from '../announcement.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { pageLinks } from '#widgets/ui/page-links.js';

function Item({ item }: { item: Announcement }) {
  const text = useMemo(() => plainText(item.announcement), [item.announcement]);
  return (
    <li className={css.item}>
      <Link className={css.itemTitle} href={paths.announcement(item.id)}>
        {item.title}
      </Link>
      {text ? <p className={css.itemSummary}>{text}</p> : null}
      <p className={css.itemMeta}>
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        <span>{Number(item.view_times) || 0}次浏览</span>
      </p>
    </li>
  );
}

export default function AnnouncementListPage() {
  const url = useUrlState(announcementsSchema);
  const query = announcementsQuery(url.values);
  const state = usePagedQuery(announcementList(query), query);

  return (
    <div className={css.page}>
      <h1 className={css.title}>网站公告</h1>
      <PagedList
        state={state}
        onPage={(p) => url.set({ page: p })}
        pageControl={pageLinks((page) => url.href({ page }))}
        noun="公告"
        lines={6}
      >
        {(items) => (
          <ul className={css.list}>
            {items.map((a) => (
              <Item key={a.id} item={a} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

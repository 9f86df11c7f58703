import { useRef } from 'react';
import type { LiveCourseItem } from '#core/live/index.js';
import { formatPrice } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { liveCourses } from '#core/live/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { useUrlState } from '#site/shell/url-state.js';
import { liveQuery, liveSchema } from './data.js';
import { FilterOption, FilterRow } from '#site/shell/filter-rows.js';
import * as filterCss from '#site/shell/filter-rows.css.js';
import * as filters from '#site/kit/list.css.js';
import { ItemCard, type CardItem } from '#site/kit/item-card.js';
import * as grid from '#site/kit/item-card.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { pageLinks } from '#widgets/ui/page-links.js';

const card = (c: LiveCourseItem): CardItem => ({
  key: `live-${c.id}`,
  href: paths.liveDetail(c.id),
  thumb: c.thumb,
  title: c.title,
  meta: [c.category?.name ?? '', typeof c.videos_count === 'number' ? `${c.videos_count}节直播` : ''].filter(Boolean),
  price: formatPrice(c),
  badge: c.status_text || '直播',
});

/** Live courses by category, 16 a page; category and page live in the address. */
export default function LiveListPage() {
  const url = useUrlState(liveSchema);
  const query = liveQuery(url.values);
  const state = usePagedQuery(liveCourses(query), query, (raw) => raw.data);
  const listTop = useRef<HTMLHeadingElement>(null);
  const categories = state.raw?.categories ?? [];

  return (
    <div className={filters.page}>
      <h1 className={filters.title}>直播课</h1>
      {/* The categories come with the list: they show once it has loaded. */}
      {categories.length ? (
        <nav className={filterCss.filters} aria-label="直播课筛选">
          <FilterRow label="分类">
            <FilterOption href={url.href({ cid: 0, page: 1 })} current={!url.values.cid}>
              全部
            </FilterOption>
            {categories.map((c) => (
              <FilterOption key={c.id} href={url.href({ cid: c.id, page: 1 })} current={url.values.cid === c.id}>
                {c.name}
              </FilterOption>
            ))}
          </FilterRow>
        </nav>
      ) : null}
      <h2 className={filterCss.srOnly} ref={listTop} tabIndex={-1}>
        直播课列表
      </h2>
      <PagedList
        state={state}
        pageControl={pageLinks((page) => url.href({ page }))}
        onPage={(p) => {
          url.set({ page: p });
          listTop.current?.scrollIntoView({ block: 'start' });
        }}
        noun="直播课"
        cards
        lines={8}
      >
        {(items) => (
          <ul className={grid.grid} aria-label="直播课列表">
            {items.map((c) => (
              <li key={c.id} className={grid.gridItem}>
                <ItemCard item={card(c)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

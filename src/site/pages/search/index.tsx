import { useStore } from '@nanostores/react';
import type { SearchHit } from '#core/site/index.js';
import { safeImageUrl } from '#core/guards/links.js';
import { resourcePath } from '#core/paths/index.js';
import { searchResults } from '#core/site/index.js';
import { configFunc } from '#core/session/index.js';
import { HighlightedSnippet } from '#widgets/rich-content/rich-content.js';
import { Link } from '#widgets/ui/link.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { Price } from '#widgets/ui/price.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { EmptyState, Skeleton } from '#widgets/ui/page-state.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { useTitle } from '../../shell/title.js';
import { useUrlState } from '../../shell/url-state.js';
import { pageLinks } from '#widgets/ui/page-links.js';
import { SEARCH_PAGE_SIZE, enabledTypes, readSearch, searchQuery, searchSchema, type SearchTypeDef } from './data.js';
import * as css from './search.css.js';
import { usePagedQuery } from '../../kit/paged-query.js';

function Result({ hit, def }: { hit: SearchHit; def: SearchTypeDef }) {
  const thumb = safeImageUrl(hit.thumb);
  const id = Number(hit.resource_id) || Number(hit.id);
  return (
    <li className={css.result}>
      {thumb ? (
        <div className={css.thumb}>
          <SafeImage className={css.thumbImage} src={thumb} alt="" loading="lazy" width={160} height={120} />
        </div>
      ) : null}
      <div className={css.resultBody}>
        <Link className={css.resultTitle} href={resourcePath(def.type, id) ?? '#'}>
          {hit.title}
        </Link>
        {hit.p ? (
          <HighlightedSnippet html={hit.p} className={css.snippet} />
        ) : hit.short_desc ? (
          <p className={css.snippet}>{hit.short_desc}</p>
        ) : null}
        <p className={css.resultMeta}>
          <Price item={{ charge: hit.charge }} />
          <span>{def.label}</span>
        </p>
      </div>
    </li>
  );
}

export default function SearchPage() {
  const features = useStore(configFunc);
  const types = enabledTypes(features);
  const url = useUrlState(searchSchema);
  const s = readSearch(url.search, types);
  const def = types.find((t) => t.type === s.type) ?? types[0];
  useTitle(s.keywords ? `${s.keywords} - 搜索` : null);

  const results = usePagedQuery(searchResults(searchQuery(s)), {
    page: s.page,
    size: SEARCH_PAGE_SIZE,
  });
  // Another type or keywords start again from page 1.
  const go = (patch: Partial<typeof s>) => url.set({ page: 1, ...patch });

  return (
    <div className={css.page}>
      <h1 className={css.title}>{s.keywords ? <>搜索「{s.keywords}」</> : '搜索'}</h1>
      {!s.keywords ? (
        // The header's search box is where keywords are typed; it keeps them on this page.
        <EmptyState>请输入关键字后再搜索</EmptyState>
      ) : (
        <div className={css.typeTabs}>
          <Tabs
            label="搜索范围"
            items={types.map((t) => t.label)}
            selected={Math.max(0, types.indexOf(def))}
            onSelect={(i) => go({ type: types[i].type })}
          >
            {results.data && results.data.items.length ? (
              <p className={css.count} role="status">
                共找到 {results.data.total} 条结果
              </p>
            ) : null}
            <PagedList
              state={results}
              onPage={(p) => go({ page: p })}
              pageControl={pageLinks((page) => url.href({ page }))}
              empty={`没有找到与「${s.keywords}」相关的${def.label}`}
              pagerLabel="搜索结果分页"
              skeleton={<Skeleton lines={6} label="搜索中" />}
              errorTitle="搜索失败"
            >
              {(items) => (
                <ul className={css.results}>
                  {items.map((hit) => (
                    <Result key={`${hit.resource_type}-${hit.id}`} hit={hit} def={def} />
                  ))}
                </ul>
              )}
            </PagedList>
          </Tabs>
        </div>
      )}
    </div>
  );
}

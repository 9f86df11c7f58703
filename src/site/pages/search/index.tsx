import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { search as searchApi } from '../../../core/api/content.js';
import type { SearchHit, SearchType } from '../../../core/api/types.js';
import type { FeatureSwitches } from '../../../core/features/index.js';
import { safeImageUrl } from '../../../core/guards/links.js';
import { configFunc } from '../../../core/session/index.js';
import { Pager } from '../../../widgets/course-list/pager.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { HighlightedSnippet } from '../../../widgets/rich-content/rich-content.js';
import { Tabs } from '../../../widgets/ui/tabs.js';
import { SafeImage } from '../../../widgets/ui/safe-image.js';
import { PageState, Skeleton } from '../../shell/page-state.js';
import { useTitle } from '../../shell/title.js';
import type { PageProps } from '../../routes.js';
import * as css from './search.css.js';

export const SEARCH_PAGE_SIZE = 10;

interface TypeDef {
  type: SearchType;
  label: string;
  /** The addon switch that must be on; courses and their lessons are always searchable. */
  feature?: keyof FeatureSwitches;
  href(id: number): string;
}

export const SEARCH_TYPES: readonly TypeDef[] = [
  { type: 'vod', label: '录播课', href: (id) => `/courses/detail/${id}` },
  { type: 'video', label: '课时', href: (id) => `/courses/video/${id}` },
  { type: 'live', label: '直播课', feature: 'live', href: (id) => `/live/detail/${id}` },
  { type: 'book', label: '电子书', feature: 'book', href: (id) => `/book/detail/${id}` },
  { type: 'topic', label: '图文', feature: 'topic', href: (id) => `/topic/detail/${id}` },
  { type: 'paper', label: '试卷', feature: 'paper', href: (id) => `/exam/papers/detail/${id}` },
  { type: 'practice', label: '练习', feature: 'paper', href: (id) => `/exam/practice/detail/${id}` },
  { type: 'mock_paper', label: '模拟卷', feature: 'paper', href: (id) => `/exam/mockpaper/detail/${id}` },
];

export function enabledTypes(features: FeatureSwitches): TypeDef[] {
  return SEARCH_TYPES.filter((t) => !t.feature || features[t.feature]);
}

export interface SearchState {
  keywords: string;
  type: SearchType;
  page: number;
}

export function readSearch(params: URLSearchParams, types: readonly TypeDef[]): SearchState {
  const type = params.get('type') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    keywords: (params.get('keywords') ?? '').trim(),
    type: (types.find((t) => t.type === type)?.type ?? 'vod') as SearchType,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchHref(s: SearchState): string {
  const q = new URLSearchParams({ keywords: s.keywords });
  if (s.type !== 'vod') q.set('type', s.type);
  if (s.page > 1) q.set('page', String(s.page));
  return `/search?${q}`;
}

const price = (charge: number) => (Number(charge) > 0 ? `￥${charge}` : '免费');

function Result({ hit, def }: { hit: SearchHit; def: TypeDef }) {
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
        <a className={css.resultTitle} href={def.href(id)}>
          {hit.title}
        </a>
        {hit.p ? <HighlightedSnippet html={hit.p} className={css.snippet} /> : hit.short_desc ? <p className={css.snippet}>{hit.short_desc}</p> : null}
        <p className={css.resultMeta}>
          <span className={Number(hit.charge) > 0 ? css.price : css.free}>{price(hit.charge)}</span>
          <span>{def.label}</span>
        </p>
      </div>
    </li>
  );
}

export default function SearchPage(_: PageProps) {
  const features = useStore(configFunc);
  const types = enabledTypes(features);
  const [, navigate] = useLocation();
  const s = readSearch(new URLSearchParams(useSearch()), types);
  const def = types.find((t) => t.type === s.type) ?? types[0];
  useTitle(s.keywords ? `${s.keywords} - 搜索` : null);

  const key = JSON.stringify(s);
  const results = useRemote(
    () => (s.keywords ? searchApi({ keywords: s.keywords, type: s.type, page: s.page, size: SEARCH_PAGE_SIZE }) : Promise.resolve(null)),
    key,
  );
  const go = (patch: Partial<SearchState>) => navigate(searchHref({ ...s, page: 1, ...patch }));

  return (
    <div className={css.page}>
      <h1 className={css.title}>{s.keywords ? <>搜索「{s.keywords}」</> : '搜索'}</h1>
      {!s.keywords ? (
        // The header's search box is where keywords are typed; it keeps them on this page.
        <p className={css.empty}>请输入关键字后再搜索</p>
      ) : (
        <div className={css.typeTabs}>
        <Tabs label="搜索范围" items={types.map((t) => t.label)} selected={Math.max(0, types.indexOf(def))} onSelect={(i) => go({ type: types[i].type })}>
          <PageState state={results} skeleton={<Skeleton lines={6} label="搜索中" />} errorTitle="搜索失败">
            {(data) => {
              if (!data) return null;
              const lastPage = Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE), s.page);
              if (!data.data.length) {
                return (
                  <p className={css.empty} role="status">
                    没有找到与「{s.keywords}」相关的{def.label}
                  </p>
                );
              }
              return (
                <div aria-busy={results.status === 'loading'}>
                  <p className={css.count} role="status">
                    共找到 {data.total} 条结果
                  </p>
                  <ul className={css.results}>
                    {data.data.map((hit) => (
                      <Result key={`${hit.resource_type}-${hit.id}`} hit={hit} def={def} />
                    ))}
                  </ul>
                  {lastPage > 1 ? <Pager page={s.page} lastPage={lastPage} label="搜索结果分页" onChange={(page) => go({ page })} /> : null}
                </div>
              );
            }}
          </PageState>
        </Tabs>
        </div>
      )}
    </div>
  );
}

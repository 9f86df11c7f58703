import { useRef } from 'react';
import type { AddonCategory } from '#core/client/index.js';
import { CourseList } from '#widgets/course-list/course-list.js';
import type { ListKind } from '#widgets/course-list/options.js';
import { LoadError } from '#widgets/ui/page-state.js';
import type { LoadState } from '#widgets/ui/page-state.js';
import type { Schema } from '#core/url-state/index.js';
import { useUrlState } from '../shell/url-state.js';
import { CATALOGUE_PAGE_SIZE, catalogueSchema, learnPathsSchema } from './list-data.js';
import { FilterBox, FilterOption, FilterRow, FilterSkeleton } from '../shell/filter-rows.js';
import * as css from './catalogue.css.js';
import { pageLinks } from '#widgets/ui/page-links.js';

export interface CatalogueListPageProps {
  kind: Extract<ListKind, 'book' | 'topic' | 'learnPath'>;
  /** The page's heading (电子书, 图文, 学习路径). */
  title: string;
  /** The categories of the filter row (sent with the list, or a call of their own). */
  categories: LoadState<AddonCategory[]>;
}

/**
 * A list page of e-books, topics or learning paths: the category filter, then the course-list
 * widget of that kind (the same cards an embed shows). Category and page live in the address.
 */
export function CatalogueListPage({ kind, title, categories }: CatalogueListPageProps) {
  // Learning paths call their category `category_id`, the others `cid`.
  const param = kind === 'learnPath' ? 'category_id' : 'cid';
  const url = useUrlState<Schema>(kind === 'learnPath' ? learnPathsSchema : catalogueSchema);
  const values = url.values as Record<string, number>;
  const categoryId = values[param];
  const listTop = useRef<HTMLHeadingElement>(null);
  // A new category starts again from page 1.
  const at = (id: number) => url.href({ page: 1, [param]: id });

  const onPageChange = (page: number) => {
    url.set({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      {categories.status === 'error' ? (
        <LoadError error={categories.error} onRetry={categories.reload} title={`${title}分类加载失败`} />
      ) : !categories.data ? (
        <FilterSkeleton label={`${title}分类加载中`} />
      ) : categories.data.length ? (
        <FilterBox label={`${title}筛选`}>
          <FilterRow label="分类">
            <FilterOption href={at(0)} current={!categoryId}>
              全部
            </FilterOption>
            {categories.data.map((c) => (
              <FilterOption key={c.id} href={at(c.id)} current={categoryId === c.id}>
                {c.name}
              </FilterOption>
            ))}
          </FilterRow>
        </FilterBox>
      ) : null}
      <h2 className={css.srOnly} ref={listTop} tabIndex={-1}>
        {title}列表
      </h2>
      <CourseList
        kind={kind}
        categoryId={categoryId || undefined}
        page={values.page}
        pageSize={CATALOGUE_PAGE_SIZE}
        paginate
        onPageChange={onPageChange}
        pageControl={pageLinks((page) => url.href({ page }))}
      />
    </div>
  );
}

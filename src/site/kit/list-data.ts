import { int, readQuery } from '#core/url-state/index.js';
import { listQuery, resolveOptions, type ListKind } from '#widgets/course-list/options.js';
import { sourceOf } from '#widgets/course-list/addon-kinds.js';
import { learnPathCategories } from '#core/learn-path/index.js';

/** A list page's address when all it keeps is the page. */
export const pageSchema = { page: int(1) };
export const pageOf = (from: string | URLSearchParams) => readQuery(pageSchema, from).page;

export const CATALOGUE_PAGE_SIZE = 16;

/** E-books and topics: category (`cid`) and page. */
export const catalogueSchema = { cid: int(0), page: int(1) };
/** Learning paths name their category `category_id`, as their list call does. */
export const learnPathsSchema = { category_id: int(0), page: int(1) };

/**
 * The course-list widget's options and list call for a list page of `kind` at this address: the
 * page shows the widget, reads the categories that come with the same call, and the route
 * prefetches it, all under one cache key.
 */
export function catalogueList(kind: ListKind, search: string | URLSearchParams) {
  const values =
    kind === 'learnPath'
      ? { ...readQuery(learnPathsSchema, search), cid: 0 }
      : { ...readQuery(catalogueSchema, search), category_id: 0 };
  const options = resolveOptions({
    kind,
    categoryId: values.cid || values.category_id,
    page: values.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  return { options, query: listQuery(options, values.page), page: values.page };
}

/** What a catalogue list page (books, topics, learning paths) asks for at this address. */
export function catalogueQueries(kind: ListKind, search: URLSearchParams) {
  const { options, query } = catalogueList(kind, search);
  return [sourceOf(options.kind).store(query), ...(kind === 'learnPath' ? [learnPathCategories()] : [])];
}

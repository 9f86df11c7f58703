import { useSearch } from 'wouter';
import { bookList, type BooksQuery } from '#core/book/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { catalogueList } from '#site/kit/list-data.js';
import { CatalogueListPage } from '#site/kit/list-page.js';
import { categoriesOf } from '#site/kit/list-categories.js';

/** /book: e-books by category; the categories come with the list call the cards make. */
export default function BooksPage() {
  const { query } = catalogueList('book', useSearch());
  const list = useQuery(bookList(query as BooksQuery), { keepPrevious: true });
  return <CatalogueListPage kind="book" title="电子书" categories={categoriesOf(list)} />;
}

import { useSearch } from 'wouter';
import { topicList, type TopicsQuery } from '../../../core/topic/index.js';
import { useQuery } from '../../../widgets/data/use-query.js';
import { catalogueList } from '../../url-schemas.js';
import { CatalogueListPage } from '../catalogue/list-page.js';
import { categoriesOf } from '../catalogue/list-categories.js';

/** /topic: topics by category; the categories come with the list call the cards make. */
export default function TopicsPage() {
  const { query } = catalogueList('topic', useSearch());
  const list = useQuery(topicList(query as TopicsQuery), { keepPrevious: true });
  return <CatalogueListPage kind="topic" title="图文" categories={categoriesOf(list)} />;
}

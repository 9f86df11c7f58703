import { useSearch } from 'wouter';
import { topicList, type TopicsQuery } from '#core/topic/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { catalogueList } from '#site/kit/list-data.js';
import { CatalogueListPage } from '#site/kit/list-page.js';
import { categoriesOf } from '#site/kit/list-categories.js';

/** /topic: topics by category; the categories come with the list call the cards make. */
export default function TopicsPage() {
  const { query } = catalogueList('topic', useSearch());
  const list = useQuery(topicList(query as TopicsQuery), { keepPrevious: true });
  return <CatalogueListPage kind="topic" title="图文" categories={categoriesOf(list)} />;
}

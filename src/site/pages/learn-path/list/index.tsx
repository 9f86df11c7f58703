import { learnPathCategories } from '#core/learn-path/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { CatalogueListPage } from '#site/kit/list-page.js';

/** /learnPath: learning paths by category (from the categories call). */
export default function LearnPathsPage() {
  const categories = useQuery(learnPathCategories());
  return <CatalogueListPage kind="learnPath" title="学习路径" categories={categories} />;
}

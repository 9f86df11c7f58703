import { bookArticle } from '#core/book/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId: articleId }: { courseId: number }) => [bookArticle(articleId)]);

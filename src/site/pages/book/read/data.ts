import { bookArticle } from '../../../../core/query/books.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ courseId: articleId }: { courseId: number }) => [bookArticle(articleId)]);

import { practiceDetail } from '../../../../core/query/exam.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ id }: { id: number }) => [practiceDetail(id)]);

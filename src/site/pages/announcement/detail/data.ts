import { announcementDetail } from '../../../../core/query/content.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ id }: { id: number }) => [announcementDetail(id)]);

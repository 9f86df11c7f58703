import { announcementDetail } from '#core/site/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ id }: { id: number }) => [announcementDetail(id)]);

import { paperDetail } from '#core/exam/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ id }: { id: number }) => [paperDetail(id)]);

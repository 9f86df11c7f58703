import { homeBlocks, homeSliders, latestAnnouncement } from '../../../core/query/content.js';
import { pageData } from '../../kit/page-data.js';

export default pageData(() => [homeSliders(), homeBlocks(), latestAnnouncement()]);

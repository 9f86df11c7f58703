import { homeBlocks, homeSliders, latestAnnouncement } from '#core/site/index.js';
import { pageData } from '../../kit/page-data.js';

export default pageData(() => [homeSliders(), homeBlocks(), latestAnnouncement()]);

import { vipRoles } from '#core/vip/index.js';
import { pageData } from '../../kit/page-data.js';

export default pageData(() => [vipRoles()]);

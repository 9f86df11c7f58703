import { vipRoles } from '../../../core/query/content.js';
import { pageData } from '../../kit/page-data.js';

export default pageData(() => [vipRoles()]);

/** Start-up's referral binding (MultiLevelShare), apart from the share centre's calls: every page makes it. */
import { post } from '../client/index.js';

/** MultiLevelShare referral; quiet, a failed binding is only logged (spec section 8). */
export const bindDistribution = (msv: string) => post<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, true);

/** Key and read of the VIP plans. Marked pure. */
import { STALE, defineQuery } from '../client/index.js';
import { getRoles } from './api.js';

// A plain name, not a property read, in the definitions below: a bundle that uses none of them
// can then drop them whole (their arguments are free of side effects).
const STATIC = STALE.static;

/** VIP plans (contract section 6, roles). */
export const vipRoles = /* @__PURE__ */ defineQuery('vip:roles', () => getRoles(), STATIC);

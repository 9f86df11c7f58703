/** VIP plans. */
import { get } from '../client/index.js';
import type { Role } from './types.js';

export const getRoles = () => get<Role[]>('/api/v2/roles');

/** The LearnPaths addon (learning paths). */
import type { SizeQuery, AddonPage, AddonCategory } from '../client/index.js';
import type { LearnPathItem, LearnPathDetail } from './types.js';
import type { CreatedOrder } from '../order/index.js';
import { get, post } from '../client/index.js';

// LearnPaths
const PATHS = '/addons/LearnPaths/api/v1';

export const getLearnPaths = (q?: SizeQuery & { category_id?: number }) =>
  get<AddonPage<LearnPathItem, { steps: Record<string, unknown[]> | [] }>>(`${PATHS}/all`, q);

export const getLearnPath = (id: number) => get<LearnPathDetail>(`${PATHS}/path/${id}`);

export const createLearnPathOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${PATHS}/path/${id}/buy`, { goods_id: id, ...input });

export const getLearnPathCategories = () => get<AddonCategory[]>(`${PATHS}/categories`);

import type { AddonCategory } from '#core/client/index.js';
import type { QueryState } from '#widgets/data/use-query.js';
import type { LoadState } from '#widgets/ui/page-state.js';

/**
 * The categories that come with a list call (`data.categories` of e-books and topics). When the
 * call fails, the list below shows the error with 重试; the filter row then stays out of the way.
 */
export const categoriesOf = (list: QueryState<{ categories?: AddonCategory[] }>): LoadState<AddonCategory[]> =>
  list.status === 'error'
    ? { ...list, status: 'success', data: [] }
    : { ...list, data: list.data ? (list.data.categories ?? []) : undefined };

/**
 * What most pages share, folded into one chunk by the build (build/fold-chunks.ts): every lazily
 * loaded module re-exports this list, so these modules travel together instead of as a dozen
 * sub-kilobyte files. Only what nearly every page uses belongs here: a module used by one or two
 * pages stays with them.
 */
// One name of a module is enough to bring it along; the names are those several pages import.
export { invalidate, revalidate, idleStore, prefetch } from '#core/client/index.js';
export { courseCategories, courseList, courseDetail } from '#core/course/index.js';
export { announcementList, announcementDetail, latestAnnouncement, homeSliders, homeBlocks } from '#core/site/index.js';
export { vipRoles } from '#core/vip/index.js';
export { useQuery } from '#widgets/data/use-query.js';
export { useMutation } from '#widgets/data/use-mutation.js';
export { PageState, EmptyState, LoadError, Skeleton } from '#widgets/ui/page-state.js';
export { PagedList } from '#widgets/ui/paged-list.js';
export { Price } from '#widgets/ui/price.js';
export { readQuery, writeQuery } from '#core/url-state/index.js';
export { useUrlState } from './shell/url-state.js';
export { RichContent } from '#widgets/rich-content/rich-content.js';
export { pageData } from './kit/page-data.js';

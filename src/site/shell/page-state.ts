import type { SystemConfig } from '#core/site/index.js';

/**
 * What a server-rendered page carries besides its markup: the answers it was rendered from (by
 * query cache key) and the site's config. The client takes them in before its first render, so
 * hydrating renders the same markup and asks for none of it again while it is fresh.
 */
export interface PageState {
  answers: Record<string, unknown>;
  config: SystemConfig | null;
}

/** The id of the JSON script element holding the page state. */
export const PAGE_STATE_ID = 'meedu-page-state';

/**
 * The page state as the script element's text: JSON in which `<` is escaped, so no string from the
 * server (a course title of `</script><script>…`) can end the element or open another.
 */
export const pageStateJson = (state: PageState): string => JSON.stringify(state).replace(/</g, '\\u003c');

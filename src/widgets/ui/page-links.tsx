import { documentPath } from '#core/env/index.js';
import { pageButton, type PageControl } from './pager.js';

/**
 * Pager controls that are links to each page's address (a path of the site), for lists that must
 * page without script (a server-rendered page) and open a page in a new tab. A plain click still
 * pages in place; an end with nowhere to go stays an aria-disabled button, keeping its focus.
 */
export const pageLinks =
  (hrefOf: (page: number) => string): PageControl =>
  (to, props) =>
    props['aria-disabled'] ? (
      pageButton(to, props)
    ) : (
      <a
        {...props}
        href={documentPath(hrefOf(to))}
        onClick={(event) => {
          // One for a new tab or window opens the address.
          if (!(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) props.onClick(event);
        }}
      />
    );

/** The four pagination shapes of contract section 1. */

/** P2: `{data, total}` */
export const simplePage = <T>(data: T[], total: number) => ({ data, total });

/** P1: Laravel 8 LengthAwarePaginator as JSON. `path` is e.g. "api/v2/courses" (no leading slash). */
export function laravelPage<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
  baseUrl: string,
  path: string,
  query: Record<string, string> = {},
) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const root = `${baseUrl.replace(/\/$/, '')}/${path}`;
  const url = (p: number) => {
    const q = new URLSearchParams({ ...query, page: String(p) });
    return `${root}?${q.toString()}`;
  };
  const from = data.length ? (page - 1) * perPage + 1 : null;
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === page })),
    { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: page < lastPage ? url(page + 1) : null,
    path: root,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

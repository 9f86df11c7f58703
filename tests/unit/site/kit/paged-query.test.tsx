import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '#core/client/index.js';
import { defineQuery } from '#core/client/index.js';
import { usePagedQuery, type PagedQuery } from '#site/kit/paged-query.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type Rendered } from '../../widgets/ui/dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

let names = 0;
function held<R>() {
  const loads: Array<{ page: number; answer: Deferred<R> }> = [];
  const query = defineQuery(`paged-query-${++names}`, (params: { page: number; size: number }) => {
    const answer = deferred<R>();
    loads.push({ page: params.page, answer });
    return answer.promise;
  });
  return { query, loads };
}

describe('usePagedQuery', () => {
  it('turns a Laravel page into one page shape, and keeps it while the next page loads', async () => {
    type Raw = { data: string[]; total: number; current_page: number; last_page: number };
    const { query, loads } = held<Raw>();
    let seen: PagedQuery<string, Raw> | undefined;
    function Reader({ page }: { page: number }) {
      seen = usePagedQuery(query({ page, size: 2 }), { page, size: 2 });
      return null;
    }
    view = await render(<Reader page={1} />);
    expect(seen).toMatchObject({ status: 'loading', data: undefined });
    loads[0].answer.resolve({ data: ['甲', '乙'], total: 5, current_page: 1, last_page: 3 });
    await ticks();
    expect(seen?.data).toEqual<Page<string>>({ items: ['甲', '乙'], total: 5, page: 1, lastPage: 3 });

    await view.rerender(<Reader page={2} />);
    expect(loads.map((l) => l.page)).toEqual([1, 2]);
    // The pager moves to the page asked for at once; the previous items stay (marked busy) until it arrives.
    expect(seen).toMatchObject({ status: 'success', busy: true, data: { items: ['甲', '乙'], page: 2, lastPage: 3 } });
    loads[1].answer.resolve({ data: ['丙', '丁'], total: 5, current_page: 2, last_page: 3 });
    await ticks();
    expect(seen?.data).toEqual<Page<string>>({ items: ['丙', '丁'], total: 5, page: 2, lastPage: 3 });
  });

  it('finds a nested page with pick, and keeps the whole answer beside it', async () => {
    type Raw = { categories: string[]; data: { data: string[]; total: number } };
    const { query, loads } = held<Raw>();
    let seen: PagedQuery<string, Raw> | undefined;
    function Reader() {
      seen = usePagedQuery(query({ page: 1, size: 10 }), { page: 1, size: 10 }, (raw: Raw) => raw.data);
      return null;
    }
    view = await render(<Reader />);
    const answer = { categories: ['前端'], data: { data: ['直播一'], total: 21 } };
    loads[0].answer.resolve(answer);
    await ticks();
    expect(seen?.data).toEqual<Page<string>>({ items: ['直播一'], total: 21, page: 1, lastPage: 3 });
    expect(seen?.raw).toBe(answer);
  });

  it('passes a failure on, with the reload that asks again', async () => {
    const { query, loads } = held<string[]>();
    let seen: PagedQuery<string, string[]> | undefined;
    function Reader() {
      seen = usePagedQuery(query({ page: 1, size: 10 }), { page: 1, size: 10 });
      return null;
    }
    view = await render(<Reader />);
    const failure = new Error('HTTP 500');
    loads[0].answer.reject(failure);
    await ticks();
    expect(seen).toMatchObject({ status: 'error', error: failure, data: undefined });
    seen!.reload();
    await ticks();
    expect(loads).toHaveLength(2);
    loads[1].answer.resolve(['一条']);
    await ticks();
    expect(seen?.data).toEqual<Page<string>>({ items: ['一条'], total: 1, page: 1, lastPage: 1 });
  });
});

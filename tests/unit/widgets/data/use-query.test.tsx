import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineQuery, STALE } from '#core/client/index.js';
import { useQuery, type QueryState, type UseQueryOptions } from '#widgets/data/use-query.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type Rendered } from '../ui/dom.js';

// The cache's clock is Date: moved by hand where a test needs an answer to grow stale.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
});
let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

let names = 0;
/** A query whose every load waits for the test to answer it, under a name no other test uses. */
function held<P>() {
  const loads: Array<{ params: P; answer: Deferred<string> }> = [];
  const query = defineQuery(`use-query-${++names}`, (params: P) => {
    const answer = deferred<string>();
    loads.push({ params, answer });
    return answer.promise;
  });
  return { query, loads };
}

/** What the hook gave on each render. */
function reader<P>(query: (p: P) => ReturnType<ReturnType<typeof held<P>>['query']>, options?: UseQueryOptions) {
  const seen: Array<QueryState<string>> = [];
  function Reader({ params }: { params: P }) {
    const state = useQuery(query(params), options);
    seen.push(state);
    return null;
  }
  const last = () => seen[seen.length - 1];
  /** The statuses it went through, each once in a row. */
  const statuses = () => seen.map((s) => s.status).filter((s, i, all) => s !== all[i - 1]);
  return { Reader, seen, last, statuses };
}

describe('useQuery', () => {
  it('is loading with nothing to show until the answer, then shows it', async () => {
    const { query, loads } = held<number>();
    const r = reader(query);
    view = await render(<r.Reader params={1} />);
    expect(r.last()).toMatchObject({ status: 'loading', data: undefined, busy: true });
    loads[0].answer.resolve('课程 1');
    await ticks();
    expect(r.last()).toMatchObject({ status: 'success', data: '课程 1', error: undefined, busy: false });
    expect(r.statuses()).toEqual(['loading', 'success']);
  });

  it('shows a failure as the error, and reload asks again and shows the answer', async () => {
    const { query, loads } = held<number>();
    const r = reader(query);
    view = await render(<r.Reader params={1} />);
    const failure = new Error('HTTP 500');
    loads[0].answer.reject(failure);
    await ticks();
    expect(r.last()).toMatchObject({ status: 'error', data: undefined, error: failure, busy: false });

    r.last().reload();
    await ticks();
    expect(loads).toHaveLength(2);
    expect(r.last()).toMatchObject({ status: 'loading', busy: true });
    loads[1].answer.resolve('课程 1');
    await ticks();
    expect(r.last()).toMatchObject({ status: 'success', data: '课程 1', error: undefined });
  });

  it('is idle and asks nothing while the query has nothing to ask yet', async () => {
    const { query, loads } = held<number | null>();
    const r = reader(query);
    view = await render(<r.Reader params={null} />);
    expect(r.last()).toMatchObject({ status: 'idle', data: undefined, busy: false });
    expect(loads).toHaveLength(0);
    await view.rerender(<r.Reader params={4} />);
    expect(loads.map((l) => l.params)).toEqual([4]);
    expect(r.last().status).toBe('loading');
  });

  it('keeps showing a stale answer while it is asked again, busy but not loading', async () => {
    const { query, loads } = held<number>();
    const first = reader(query);
    view = await render(<first.Reader params={1} />);
    loads[0].answer.resolve('旧答案');
    await ticks();
    await view.unmount();

    vi.setSystemTime(Date.now() + STALE.content + 1);
    const again = reader(query);
    view = await render(<again.Reader params={1} />);
    expect(loads).toHaveLength(2);
    expect(again.last()).toMatchObject({ status: 'success', data: '旧答案', busy: true });
    loads[1].answer.resolve('新答案');
    await ticks();
    expect(again.last()).toMatchObject({ status: 'success', data: '新答案', busy: false });
  });
});

describe('useQuery keepPrevious', () => {
  it('shows the previous key’s answer while the new key has none, then the new one', async () => {
    const { query, loads } = held<number>();
    const r = reader(query, { keepPrevious: true });
    view = await render(<r.Reader params={1} />);
    loads[0].answer.resolve('第 1 页');
    await ticks();
    await view.rerender(<r.Reader params={2} />);
    expect(r.last()).toMatchObject({ status: 'success', data: '第 1 页', busy: true });
    loads[1].answer.resolve('第 2 页');
    await ticks();
    expect(r.last()).toMatchObject({ status: 'success', data: '第 2 页', busy: false });
    expect(r.statuses()).toEqual(['loading', 'success']);
  });

  it('without it, a new key is loading with nothing to show', async () => {
    const { query, loads } = held<number>();
    const r = reader(query);
    view = await render(<r.Reader params={1} />);
    loads[0].answer.resolve('第 1 页');
    await ticks();
    await view.rerender(<r.Reader params={2} />);
    expect(r.last()).toMatchObject({ status: 'loading', data: undefined });
  });

  it('does not hide a failure of the new key behind the previous answer', async () => {
    const { query, loads } = held<number>();
    const r = reader(query, { keepPrevious: true });
    view = await render(<r.Reader params={1} />);
    loads[0].answer.resolve('第 1 页');
    await ticks();
    await view.rerender(<r.Reader params={2} />);
    loads[1].answer.reject(new Error('HTTP 500'));
    await ticks();
    expect(r.last()).toMatchObject({ status: 'error', data: undefined });
  });
});

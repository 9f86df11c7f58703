import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, defineQuery } from '#core/client/index.js';
import { DetailView, QueryView } from '#site/kit/query-view.js';
import { useQuery } from '#widgets/data/use-query.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type Rendered } from '../../widgets/ui/dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

let names = 0;
/** A query whose every load waits for the test to answer it, under a name no other test uses. */
function held<T>() {
  const loads: Array<Deferred<T>> = [];
  const query = defineQuery(`query-view-${++names}`, (_id: number) => {
    const answer = deferred<T>();
    loads.push(answer);
    return answer.promise;
  });
  return { query, loads };
}

const state = (el: HTMLElement) => el.querySelector('[data-page-state]')?.getAttribute('data-page-state') ?? null;
const retry = (el: HTMLElement) =>
  [...el.querySelectorAll('button')].find((b) => b.textContent === '重试') as HTMLButtonElement | undefined;
const unreachable = () => new ApiError(NETWORK_ERROR, '网络异常', 0);

describe('QueryView', () => {
  function Titles({ query }: { query: ReturnType<typeof held<string[]>>['query'] }) {
    const titles = useQuery(query(1));
    return (
      <QueryView
        state={titles}
        errorTitle="公告加载失败"
        empty="暂无公告"
        isEmpty={(list) => !list.length}
        refused={<p role="alert">公告不存在</p>}
      >
        {(list) => (
          <ul>
            {list.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
      </QueryView>
    );
  }

  it('shows the skeleton until the answer, then the content', async () => {
    const { query, loads } = held<string[]>();
    view = await render(<Titles query={query} />);
    expect(state(view.container)).toBe('loading');
    expect(view.container.textContent).toContain('正在加载');
    loads[0].resolve(['放假通知', '新课上线']);
    await ticks();
    expect(state(view.container)).toBeNull();
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['放假通知', '新课上线']);
  });

  it('says so when the answer is empty', async () => {
    const { query, loads } = held<string[]>();
    view = await render(<Titles query={query} />);
    loads[0].resolve([]);
    await ticks();
    expect(state(view.container)).toBe('empty');
    expect(view.container.textContent).toBe('暂无公告');
  });

  it('tells a failure once, with 重试 that asks again and then shows the answer', async () => {
    const { query, loads } = held<string[]>();
    view = await render(<Titles query={query} />);
    loads[0].reject(unreachable());
    await ticks();
    expect(state(view.container)).toBe('error');
    expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(view.container.querySelector('h2')?.textContent).toBe('公告加载失败');

    retry(view.container)!.click();
    await ticks();
    expect(loads).toHaveLength(2);
    expect(state(view.container)).toBe('loading');
    loads[1].resolve(['放假通知']);
    await ticks();
    expect(view.container.querySelector('li')?.textContent).toBe('放假通知');
  });

  it("tells the server's refusal in the page's own words, without 重试", async () => {
    const { query, loads } = held<string[]>();
    view = await render(<Titles query={query} />);
    loads[0].reject(new ApiError(1, '公告不存在', 200));
    await ticks();
    expect(view.container.textContent).toBe('公告不存在');
    expect(retry(view.container)).toBeUndefined();
  });

  it('keeps what it shows when asking again fails', async () => {
    const failed = {
      status: 'error' as const,
      data: ['放假通知'],
      error: unreachable(),
      reload() {},
    };
    view = await render(<QueryView state={failed}>{(list) => <p>{list.join()}</p>}</QueryView>);
    expect(state(view.container)).toBeNull();
    expect(view.container.textContent).toBe('放假通知');
  });
});

describe('DetailView', () => {
  function Book({ query }: { query: ReturnType<typeof held<{ name: string }>>['query'] }) {
    const detail = useQuery(query(7));
    return (
      <DetailView state={detail} noun="电子书" listHref="/book" listLabel="浏览全部电子书">
        {(book) => <h1>{book.name}</h1>}
      </DetailView>
    );
  }

  it("names its skeleton and its error after the page's noun, the error as the page's heading", async () => {
    const { query, loads } = held<{ name: string }>();
    view = await render(<Book query={query} />);
    expect(view.container.textContent).toBe('电子书加载中');
    loads[0].reject(unreachable());
    await ticks();
    expect(view.container.querySelector('h1')?.textContent).toBe('电子书加载失败');
    retry(view.container)!.click();
    await ticks();
    loads[1].resolve({ name: '深入浅出 TypeScript' });
    await ticks();
    expect(view.container.querySelector('h1')?.textContent).toBe('深入浅出 TypeScript');
  });

  it('answers a refusal with 不存在或已下架 and the way back to the list', async () => {
    const { query, loads } = held<{ name: string }>();
    view = await render(<Book query={query} />);
    loads[0].reject(new ApiError(1, '电子书不存在', 200));
    await ticks();
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h1')?.textContent).toBe('电子书不存在或已下架');
    expect(alert.querySelector('p')?.textContent).toBe('你要找的电子书暂时无法查看。');
    expect(alert.querySelector('a')?.textContent).toBe('浏览全部电子书');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/book');
    expect(retry(view.container)).toBeUndefined();
  });
});

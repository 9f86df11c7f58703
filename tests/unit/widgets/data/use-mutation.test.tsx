import { afterEach, describe, expect, it } from 'vitest';
import { defineMutation } from '#core/client/index.js';
import { useMutation, type MutationState } from '#widgets/data/use-mutation.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type Rendered } from '../ui/dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

/** A mutation whose every call waits for the test to settle it. */
function held() {
  const calls: Array<{ data: string; answer: Deferred<string> }> = [];
  const create = defineMutation((data: string) => {
    const answer = deferred<string>();
    calls.push({ data, answer });
    return answer.promise;
  });
  return { create, calls };
}

/** Components using the mutation, each reporting what its hook gave on its last render. */
function users(create: ReturnType<typeof held>['create']) {
  const last: Record<string, MutationState<string, string>> = {};
  function User({ name }: { name: string }) {
    const m = useMutation(create);
    last[name] = m;
    return <p>{m.busy ? '提交中' : (m.data ?? '')}</p>;
  }
  return { User, last };
}

describe('useMutation', () => {
  it('is busy while the call runs, then holds its result', async () => {
    const { create, calls } = held();
    const { User, last } = users(create);
    view = await render(<User name="a" />);
    expect(last.a).toMatchObject({ busy: false, data: undefined, error: undefined });

    const result = last.a.mutate('评论内容');
    await ticks();
    expect(last.a.busy).toBe(true);
    expect(view.container.textContent).toBe('提交中');
    calls[0].answer.resolve('已发布');
    expect(await result).toBe('已发布');
    await ticks();
    expect(last.a).toMatchObject({ busy: false, data: '已发布', error: undefined });
    expect(calls.map((c) => c.data)).toEqual(['评论内容']);
  });

  it('keeps one call per component across its renders: a second submit while busy sends nothing', async () => {
    const { create, calls } = held();
    const { User, last } = users(create);
    view = await render(<User name="a" />);
    const first = last.a.mutate('一');
    await ticks();
    // Being busy re-rendered the component; the press after that reaches the same running call.
    expect(last.a.busy).toBe(true);
    expect(await last.a.mutate('二')).toBeUndefined();
    await view.rerender(<User name="a" />);
    expect(await last.a.mutate('三')).toBeUndefined();
    calls[0].answer.resolve('好');
    expect(await first).toBe('好');
    expect(calls.map((c) => c.data)).toEqual(['一']);
  });

  it('gives each component its own call: one busy form does not block another', async () => {
    const { create, calls } = held();
    const { User, last } = users(create);
    view = await render(
      <>
        <User name="a" />
        <User name="b" />
      </>,
    );
    void last.a.mutate('甲');
    await ticks();
    expect(last.a.busy).toBe(true);
    expect(last.b.busy).toBe(false);
    void last.b.mutate('乙');
    await ticks();
    expect(calls.map((c) => c.data)).toEqual(['甲', '乙']);
    calls[1].answer.resolve('乙好');
    await ticks();
    expect(last.b).toMatchObject({ busy: false, data: '乙好' });
    expect(last.a).toMatchObject({ busy: true, data: undefined });
    calls[0].answer.resolve('甲好');
    await ticks();
  });

  it('shows a failed call as its error, with no result, and may be tried again', async () => {
    const { create, calls } = held();
    const { User, last } = users(create);
    view = await render(<User name="a" />);
    const failure = new Error('HTTP 500');
    const result = last.a.mutate('内容');
    calls[0].answer.reject(failure);
    expect(await result).toBeUndefined();
    await ticks();
    expect(last.a).toMatchObject({ busy: false, data: undefined, error: failure });

    const again = last.a.mutate('内容');
    await ticks();
    expect(last.a.busy).toBe(true);
    calls[1].answer.resolve('已发布');
    expect(await again).toBe('已发布');
    await ticks();
    expect(last.a).toMatchObject({ busy: false, data: '已发布', error: undefined });
  });
});

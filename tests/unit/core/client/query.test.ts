import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import {
  defineMutation,
  defineQuery,
  invalidate,
  isIdle,
  paramsKey,
  prefetch,
  STALE,
  type FetcherStore,
} from '#core/client/index.js';
import { configureEnvironment, recordingEnvironment } from '#core/env/index.js';
import { clearSession, saveToken } from '#core/session/index.js';

// The cache's clock is Date; it is moved by hand here, never waited on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
});
let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = configureEnvironment(recordingEnvironment());
});
afterEach(() => {
  vi.useRealTimers();
  restoreEnv();
});

let names = 0;
/** A query over a counting loader, under a name no other test uses (the cache is module-wide). */
function counted<P>(
  stale: number = STALE.content,
  answer: (p: P, n: number) => unknown = (p, n) => `${String(p)}#${n}`,
) {
  const calls: P[] = [];
  const query = defineQuery(
    `t${++names}:q`,
    async (p: P) => {
      calls.push(p);
      return answer(p, calls.length);
    },
    stale,
  );
  return { query, calls };
}

/** Subscribes like a mounted component, waits until its requests settle, returns the value and the unsubscribe. */
async function read<T>(store: FetcherStore<T>) {
  const seen: unknown[] = [];
  const off = store.listen((v) => seen.push(v.data));
  await allTasks();
  return { value: store.get(), off, seen };
}

describe('query keys', () => {
  it('builds one stable key per parameters, whatever the key order, leaving undefined out', () => {
    expect(paramsKey({ page: 2, category_id: 3 })).toBe(paramsKey({ category_id: 3, page: 2 }));
    expect(paramsKey({ page: 2, scene: undefined })).toBe('page=2');
    const { query } = counted<{ page: number }>();
    expect(query.key({ page: 2 })).toBe(`${query.prefix}page=2`);
    expect(query({ page: 2 })).toBe(query({ page: 2 }));
    expect(query({ page: 2 })).not.toBe(query({ page: 3 }));
  });

  it('answers null or false with an idle store that never asks the server', async () => {
    const { query, calls } = counted<number>();
    const store = query(null);
    expect(isIdle(store)).toBe(true);
    expect(query(false)).toBe(store);
    const { value, off } = await read(store);
    expect(value).toEqual({ loading: false });
    expect(calls).toEqual([]);
    off();
  });
});

describe('query cache', () => {
  it('sends one request for two readers of the same key at the same time', async () => {
    const { query, calls } = counted<number>();
    const a = query(1).listen(() => {});
    const b = query(1).listen(() => {});
    await allTasks();
    expect(calls).toEqual([1]);
    expect(query(1).get().data).toBe('1#1');
    a();
    b();
  });

  it('serves a returning reader from the cache without a request within the stale time', async () => {
    const { query, calls } = counted<number>(30_000);
    const first = await read(query(7));
    first.off();
    vi.setSystemTime(Date.now() + 29_000);
    const again = await read(query(7));
    expect(again.seen[0]).toBe('7#1');
    expect(calls).toEqual([7]);
    again.off();
  });

  it('shows the cached answer at once after the stale time, then the revalidated one', async () => {
    const { query, calls } = counted<number>(30_000);
    (await read(query(7))).off();
    vi.setSystemTime(Date.now() + 31_000);
    const again = await read(query(7));
    expect(again.seen[0]).toBe('7#1');
    expect(again.value.data).toBe('7#2');
    expect(calls).toEqual([7, 7]);
    again.off();
  });

  it('prefetch fills the cache before any reader mounts, and the reader joins it', async () => {
    const { query, calls } = counted<number>();
    prefetch(query(4));
    const joined = await read(query(4));
    expect(joined.value.data).toBe('4#1');
    expect(calls).toEqual([4]);
    joined.off();

    prefetch(query(5));
    await allTasks();
    const later = await read(query(5));
    expect(later.seen[0]).toBe('5#2');
    expect(calls).toEqual([4, 5]);
    later.off();
  });

  it('invalidate drops entries by prefix and mounted readers fetch again; other queries keep theirs', async () => {
    const detail = counted<number>();
    const other = counted<number>();
    const d = await read(detail.query(1));
    const o = await read(other.query(1));
    invalidate(detail.query.prefix);
    await allTasks();
    expect(detail.query(1).get().data).toBe('1#2');
    expect(other.query(1).get().data).toBe('1#1');
    expect(detail.calls).toEqual([1, 1]);
    expect(other.calls).toEqual([1]);
    d.off();
    o.off();
  });

  it('keeps a failure as the error (no automatic retry) until asked again', async () => {
    let fail = true;
    const query = defineQuery(`t${++names}:failing`, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const r = await read(query());
    expect((r.value.error as Error).message).toBe('down');
    fail = false;
    vi.setSystemTime(Date.now() + 60 * 60_000);
    await allTasks();
    expect(query().get().error).toBeDefined();
    query().invalidate();
    await allTasks();
    expect(query().get()).toEqual({ data: 'up', loading: false });
    r.off();
  });

  it('forgets everything when the token changes (login, logout), so no one sees another member’s data', async () => {
    saveToken('member-a');
    const { query, calls } = counted<number>(STALE.member);
    const r = await read(query(1));
    saveToken('member-a');
    await allTasks();
    expect(calls).toEqual([1]);
    saveToken('member-b');
    await allTasks();
    expect(calls).toEqual([1, 1]);
    expect(query(1).get().data).toBe('1#2');
    clearSession();
    await allTasks();
    expect(calls).toEqual([1, 1, 1]);
    clearSession();
    await allTasks();
    expect(calls).toEqual([1, 1, 1]);
    r.off();
  });
});

describe('a read on its way when the member changes', () => {
  it('is asked again for the new one: the previous member’s answer is never shown or cached', async () => {
    saveToken('member-a');
    const { query, calls } = counted<number>(STALE.member, (p, n) => {
      // The first answer arrives after member b has logged in.
      if (n === 1) saveToken('member-b');
      return `${p}#${n}`;
    });
    const r = await read(query(7));
    expect(calls).toEqual([7, 7]);
    expect(r.seen.filter((v) => v !== undefined)).toEqual(['7#2']);
    r.off();
    expect((await read(query(7))).value.data).toBe('7#2');
  });

  it('is not asked again once no view reads it (a members-only page left by logout), and nothing is kept', async () => {
    saveToken('member-a');
    let answer = () => {};
    const calls: number[] = [];
    const query = defineQuery(
      `t${++names}:q`,
      async (p: number) => {
        calls.push(p);
        if (calls.length === 1) await new Promise<void>((resolve) => (answer = resolve));
        return `${p}#${calls.length}`;
      },
      STALE.member,
    );
    const off = query(3).listen(() => {});
    // The page goes with the logout while its read is on its way.
    off();
    clearSession();
    answer();
    await allTasks();
    expect(calls).toEqual([3]);
    // The next view asks afresh, for the visitor.
    const r = await read(query(3));
    expect(calls).toEqual([3, 3]);
    expect(r.value.data).toBe('3#2');
    r.off();
  });
});

describe('mutations', () => {
  it('ignores a second call while the first runs, and invalidates what it changed', async () => {
    const { query, calls } = counted<number>();
    const r = await read(query(1));
    let release!: () => void;
    const sent: string[] = [];
    const create = defineMutation(async (text: string, { invalidate: drop }) => {
      sent.push(text);
      await new Promise<void>((done) => (release = done));
      drop(query.prefix);
      return text.length;
    });
    const store = create();
    const off = store.listen(() => {});
    const first = store.mutate('hello');
    expect(store.get().loading).toBe(true);
    expect(await store.mutate('again')).toBeUndefined();
    release();
    expect(await first).toBe(5);
    await allTasks();
    expect(sent).toEqual(['hello']);
    expect(store.get().loading).toBe(false);
    expect(calls).toEqual([1, 1]);
    off();
    r.off();
  });

  it('revalidates what it added to: mounted readers keep their answer while it is asked again', async () => {
    const { query, calls } = counted<number>();
    const r = await read(query(1));
    const create = defineMutation(async (_: void, { revalidate }) => {
      revalidate(query.prefix);
      return true;
    });
    const before = r.seen.length;
    await create().mutate();
    expect(query(1).get()).toMatchObject({ data: '1#1', loading: true });
    await allTasks();
    expect(calls).toEqual([1, 1]);
    // Never without an answer in between: nothing that was shown with it is taken down.
    expect(r.seen.slice(before)).toEqual(['1#1', '1#2']);
    r.off();
  });

  it('records a failure as the error and resolves undefined', async () => {
    const create = defineMutation(async () => {
      throw new Error('refused');
    });
    const store = create();
    const off = store.listen(() => {});
    expect(await store.mutate(undefined)).toBeUndefined();
    expect((store.get().error as Error).message).toBe('refused');
    expect(store.get().loading).toBe(false);
    off();
  });
});

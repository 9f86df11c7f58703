/** Lets pending promise callbacks and zero-delay timers run (one macrotask). */
export const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** A promise settled from outside, to hold an answer until the test lets it through. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

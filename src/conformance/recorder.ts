/**
 * Keeps a copy of every answer while the conformance check runs. The client's calls go through
 * `globalThis.fetch` (ofetch, the exam client and the capability probes all look it up per
 * request), so wrapping it lets the check read each raw answer the client's own code received,
 * without a second HTTP client and without changing what the client sees.
 */

export interface RecordedCall {
  method: string;
  url: string;
  status: number;
  contentType: string;
  text: string;
}

export interface Recorder {
  readonly calls: readonly RecordedCall[];
  /** Puts the original fetch back. */
  stop(): void;
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function recordFetches(): Recorder {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await original(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let text = '';
    try {
      text = await res.clone().text();
    } catch {
      // A body cut off mid-way: the client meets the same failure and says so.
    }
    calls.push({
      method,
      url: urlOf(input),
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      text,
    });
    return res;
  };
  return {
    calls,
    stop() {
      globalThis.fetch = original;
    },
  };
}

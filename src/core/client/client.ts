import { ofetch, type FetchResponse } from 'ofetch';
import { env } from '../env/index.js';
import * as paths from '../paths/index.js';
import { clearSession, getToken, isSessionEnding } from '../session/index.js';
import { ApiError, NETWORK_ERROR, transportMessage } from './errors.js';

/** Request timeout (spec section 9). */
export const HTTP_TIMEOUT_MS = 15000;
export const RELOGIN_MESSAGE = '请重新登录';
/** The first client stays silent on this message, as the MeEdu PC client does. */
export const DUPLICATE_BIND_MESSAGE = '请勿重复绑定';
/** Shown when a failing envelope carries no message: the server's own generic text. */
const FALLBACK_MESSAGE = '错误';

declare global {
  interface Window {
    /** Main API base, set by existing MeEdu PC deployments in index.html. */
    meedu_api_url?: string;
    /** Base of the second client. */
    meedu_api_go_url?: string;
  }
}

export interface ApiConfig {
  baseURL?: string;
  secondaryBaseURL?: string;
}

let configured: ApiConfig = {};

/** Explicit bases win over the page-level globals. Returns a function restoring the previous ones. */
export function configureApi(next: ApiConfig): () => void {
  const previous = configured;
  configured = { ...previous, ...next };
  return () => {
    configured = previous;
  };
}

const pageGlobal = (name: 'meedu_api_url' | 'meedu_api_go_url'): string | undefined =>
  typeof window !== 'undefined' ? window[name] || undefined : undefined;

/** configureApi > window.meedu_api_url > '' (same origin). Read per request, so late settings count. */
export const apiBaseURL = (): string => configured.baseURL ?? pageGlobal('meedu_api_url') ?? '';

/** configureApi > window.meedu_api_go_url > the main base. */
export const secondaryApiBaseURL = (): string =>
  configured.secondaryBaseURL ?? pageGlobal('meedu_api_go_url') ?? apiBaseURL();

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: object;
  body?: object;
  /** No error toast for a non-zero code (failures the spec says are only logged). 401 still applies. */
  quiet?: boolean;
  /**
   * Started by the user (a form, a button): a transport failure (no connection, timeout, an answer
   * without the envelope) is told in an error toast. Default: writes that are not quiet. Reads are
   * not: a page shows its own error state with 重试 instead.
   */
  action?: boolean;
  /** The request outlives the page (a progress save as the learner leaves): fetch's keepalive. */
  keepalive?: boolean;
}

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<T>;

export interface ClientOptions {
  baseURL: () => string;
  /** Server messages that reject without a toast. */
  silentMessages?: readonly string[];
  timeout?: number;
  fetch?: typeof globalThis.fetch;
}

interface RawEnvelope {
  code?: unknown;
  message?: string;
  data?: unknown;
}

export function createApiClient(options: ClientOptions): ApiClient {
  const { silentMessages = [] } = options;
  const $fetch = ofetch.create(
    // Status errors are judged here, not by ofetch. No retries by ofetch: it would silently repeat
    // a GET after a dropped connection, and the spec's 15 s is the whole wait, not one attempt.
    { retry: 0, ignoreResponseError: true, timeout: options.timeout ?? HTTP_TIMEOUT_MS },
    options.fetch ? { fetch: options.fetch } : undefined,
  );
  /** Until when the rate-limit message counts as shown: one toast per limit window, not per call. */
  let limitToldUntil = 0;

  return async <T>(
    path: string,
    { method = 'GET', query, body, quiet, action = method !== 'GET' && !quiet, keepalive }: RequestOptions = {},
  ) => {
    const e = env();
    const transportFailure = (status: number, cause?: unknown, data?: unknown, res?: Response) => {
      // ofetch aborts a request past its timeout with a TimeoutError, found as the cause of its error.
      const message = transportMessage(
        status,
        (cause as { cause?: Error } | undefined)?.cause?.name === 'TimeoutError',
      );
      if (action) e.toast(message, 'error');
      return new ApiError(NETWORK_ERROR, message, status, data, res, cause);
    };

    for (let attempt = 0; ; attempt++) {
      const token = getToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let res: FetchResponse<RawEnvelope | string | undefined>;
      try {
        res = await $fetch.raw(path, {
          baseURL: options.baseURL(),
          method,
          headers,
          query: query as Record<string, unknown> | undefined,
          body: body as Record<string, unknown> | undefined,
          ...(keepalive ? { keepalive } : {}),
        });
      } catch (error) {
        // Only what left no response lands here: ofetch judges no status (ignoreResponseError).
        throw transportFailure(0, error);
      }

      const { status, _data: payload } = res;
      // A string payload is a non-JSON body; arrays and strings have no `code`.
      const envelope = (payload && typeof payload === 'object' ? payload : {}) as RawEnvelope;
      const { code } = envelope;

      // v2 reports 401 in the envelope, v3 and addons as HTTP status (contract section 1).
      const signedOut = status === 401 || code === 401;
      // The answer of a session that has ended (logout) or changed (another member) since the
      // request left belongs to no one now, and while logout is under way a 401 is the ending
      // session's own (logout goes home by itself): rejected as signed out, nothing acted on.
      if (getToken() !== token || (signedOut && isSessionEnding())) {
        throw new ApiError(401, RELOGIN_MESSAGE, status, payload, res);
      }
      if (signedOut) {
        e.toast(RELOGIN_MESSAGE, 'error');
        clearSession();
        // /login keeping the way back (a visitor's members-only page, an expired session); plain
        // /login from the login pages themselves.
        const { pathname, search } = e.location();
        e.navigate(paths.login(pathname.startsWith('/login') ? '' : pathname + search));
        throw new ApiError(401, RELOGIN_MESSAGE, status, payload, res);
      }
      if (code === 0 && status < 400) return envelope.data as T;
      // GET /api/v3/member/tencent/faceVerify puts its failure result in `code` (contract section 10.4).
      if (code && typeof code === 'object') return code as T;
      // Rate limited: envelope code 429 (v2) or HTTP 429 (v3, addons; docs/api-client.md).
      const limited = status === 429 || code === 429;
      if (!limited && (code === undefined || code === 0)) throw transportFailure(status, undefined, payload, res);

      const message = envelope.message || FALLBACK_MESSAGE;
      // Retry-After in seconds: 5 when missing, at most 60 (the server's window is a minute).
      const wait = Math.min(Math.max(Number(res.headers.get('Retry-After')), 0) || 5, 60) * 1000;
      const now = e.clock.now();
      // A limit is told once per window, not once per call that hits it.
      if (!quiet && !silentMessages.includes(message) && (!limited || now >= limitToldUntil)) {
        e.toast(message, 'error');
        if (limited) limitToldUntil = now + wait;
      }
      // A read waits and goes again (at most 3 times); a write rejects at once: it must never repeat.
      if (limited && method === 'GET' && attempt < 3) {
        await new Promise<void>((resume) => e.clock.setTimeout(resume, wait));
        continue;
      }
      throw new ApiError(limited ? 429 : Number(code), message, status, envelope.data, res);
    }
  };
}

/** Main client: every typed endpoint function goes through it. */
export const mainApi: ApiClient = createApiClient({
  baseURL: apiBaseURL,
  silentMessages: [DUPLICATE_BIND_MESSAGE],
});

/** Second client: same behaviour on its own base, and it does show 请勿重复绑定. */
export const secondApi: ApiClient = createApiClient({ baseURL: secondaryApiBaseURL });

export const get = <T>(path: string, query?: object, quiet?: boolean): Promise<T> => mainApi<T>(path, { query, quiet });
export const post = <T>(path: string, body?: object, quiet?: boolean): Promise<T> =>
  mainApi<T>(path, { method: 'POST', body, quiet });

/** Address for a browser navigation (downloads, OAuth, payment redirects): no header can be sent. */
export const absoluteUrl = (
  base: string,
  path: string,
  query: Record<string, string | number | undefined | null>,
): string =>
  `${base.replace(/\/+$/, '')}${path}?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] != null))}`;

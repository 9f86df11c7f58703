import { ofetch, type FetchResponse } from 'ofetch';
import { env } from '../env/index.js';
import { clearSession, getToken } from '../session/index.js';
import { ApiError, NETWORK_ERROR } from './errors.js';

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
    // Status errors are judged here, not by ofetch. No retries: ofetch would silently repeat a GET
    // after a dropped connection, and the spec's 15 s is the whole wait, not one attempt.
    { retry: 0, ignoreResponseError: true, timeout: options.timeout ?? HTTP_TIMEOUT_MS },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  return async <T>(path: string, { method = 'GET', query, body, quiet }: RequestOptions = {}) => {
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
      });
    } catch (error) {
      const e = error as { message: string; status?: number; data?: unknown; response?: Response };
      throw new ApiError(NETWORK_ERROR, e.message, e.status || 0, e.data, e.response, error);
    }

    const { status, _data: payload } = res;
    // A string payload is a non-JSON body; arrays and strings have no `code`.
    const envelope = (payload && typeof payload === 'object' ? payload : {}) as RawEnvelope;
    const { code } = envelope;

    // v2 reports 401 in the envelope, v3 and addons as HTTP status (contract section 1).
    if (status === 401 || code === 401) {
      const e = env();
      e.toast(RELOGIN_MESSAGE, 'error');
      clearSession();
      e.navigate('/login');
      throw new ApiError(401, RELOGIN_MESSAGE, status, payload, res);
    }
    if (code === 0 && status < 400) return envelope.data as T;
    // GET /api/v3/member/tencent/faceVerify puts its failure result in `code` (contract section 10.4).
    if (code && typeof code === 'object') return code as T;
    if (code === undefined || code === 0) throw new ApiError(NETWORK_ERROR, `HTTP ${status}`, status, payload, res);

    const message = envelope.message || FALLBACK_MESSAGE;
    if (!quiet && !silentMessages.includes(message)) env().toast(message, 'error');
    throw new ApiError(Number(code), message, status, envelope.data, res);
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
export const absoluteUrl = (base: string, path: string, query: Record<string, string | number | undefined | null>): string =>
  `${base.replace(/\/+$/, '')}${path}?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] != null))}`;

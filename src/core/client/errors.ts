/** `code` of an ApiError when no envelope came back: no connection, timeout, non-JSON, bare 5xx. */
export const NETWORK_ERROR = -1;

/** What a transport failure tells the user (the ApiError's message, the toast of a user action). */
export const OFFLINE_MESSAGE = '网络连接异常，请检查网络后重试。';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试。';
export const SERVER_ERROR_MESSAGE = '服务器暂时无法响应，请稍后重试。';

/** No answer at all is the network; an answer that is not the server's envelope (5xx, HTML, cut-off JSON) is the server. */
export const transportMessage = (status: number, timedOut?: boolean): string =>
  timedOut ? TIMEOUT_MESSAGE : status ? SERVER_ERROR_MESSAGE : OFFLINE_MESSAGE;

/**
 * Every rejection of the API client. `code` is the envelope code (401 also stands for HTTP 401,
 * 429 for HTTP 429), or NETWORK_ERROR with one of the transport messages above; `status` is the
 * HTTP status, 0 when no response arrived. The underlying ofetch FetchError, if any, is the `cause`.
 */
export class ApiError extends Error {
  // `declare`: assigned in the constructor, so no field initialisers are emitted (bytes count here).
  declare code: number;
  declare status: number;
  declare data: unknown;
  declare response?: Response;

  constructor(code: number, message: string, status: number, data?: unknown, response?: Response, cause?: unknown) {
    super(message, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
    this.response = response;
  }
}

/**
 * The server answered and refused (code 1 「错误」 for an unknown or hidden record): nothing a retry
 * would change, unlike a failure to reach the server or a 401.
 */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== NETWORK_ERROR && error.code !== 401;

/**
 * The server has no such route: from MeEdu 4.9.10 the envelope `code: 404` with 路由不存在, on
 * older servers a bare HTTP 404 (v3 and addon paths). What needs it is not on this server, so a
 * retry would not help: the part of the page that needed it says so.
 */
export const isRouteMissing = (error: unknown): boolean =>
  error instanceof ApiError && ((error.code === 404 && error.message === '路由不存在') || error.status === 404);

/** `code` of an ApiError when no envelope came back: no connection, timeout, non-JSON, bare 5xx. */
export const NETWORK_ERROR = -1;

/**
 * Every rejection of the API client. `code` is the envelope code (401 also stands for HTTP 401),
 * or NETWORK_ERROR; `status` is the HTTP status, 0 when no response arrived. The underlying
 * ofetch FetchError, if any, is the `cause`.
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

/** A response outside 200–299 (browsing spec section 8); carries the response for the caller to read. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly response: Response;
  /** The parsed JSON body, or null when there was none or it did not parse. */
  readonly body: unknown;

  constructor(response: Response, method: string, path: string, body: unknown) {
    super(`API Request failed with status code ${response.status}`);
    this.status = response.status;
    this.method = method;
    this.path = path;
    this.response = response;
    this.body = body;
  }
}

/** No response at all: the network failed or the time-out elapsed. */
export class ApiNetworkError extends Error {
  override name = 'ApiNetworkError';
  readonly method: string;
  readonly path: string;

  constructor(method: string, path: string, reason: string, cause: unknown) {
    super(`API Request ${method} ${path} failed: ${reason}`, { cause });
    this.method = method;
    this.path = path;
  }
}

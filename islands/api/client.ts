import { ApiError, ApiNetworkError } from './errors.ts';
import { API_BASE_PATH, loginUrl, REFRESH_PATH } from '../../src/routing/paths.ts';

/** Browsing spec section 9: the API client's time-out. */
export const API_TIMEOUT_MS = 60_000;
/** The session expired but can be renewed: refresh once, then retry. */
export const SESSION_EXPIRED_STATUS = 419;
/** The member must log in again. */
export const LOGIN_REQUIRED_STATUSES: readonly number[] = [401, 511];
export const UNPARSEABLE_JSON_MESSAGE = 'Failed to parse JSON from API request.';

/** Where the page is: the login brings the member back here. */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface ErrorReporter {
  error(message: string, context: { status?: number; method: string; path: string; cause?: unknown }): void;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  location?: CurrentLocation;
  navigate?: (url: string) => void;
  reporter?: ErrorReporter;
  timeoutMs?: number;
  /** Adds the image/webp hint to Accept, so image answers may come as WebP. */
  supportsWebp?: boolean;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
}

/** `/api` + path + query, skipping null and undefined values and repeating keys for lists. */
export function apiUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** The JSON body, or null. An error page's HTML is expected, so only a 2xx that fails to parse is reported. */
async function readJson(response: Response, reporter: ErrorReporter, method: string, path: string): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (response.ok) reporter.error(UNPARSEABLE_JSON_MESSAGE, { status: response.status, method, path, cause });
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const currentLocation = (): CurrentLocation => options.location ?? globalThis.location;
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  const reporter: ErrorReporter = options.reporter ?? { error: (message, context) => console.error(message, context) };
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  // Several failing requests must not queue several navigations.
  let leavingForLogin = false;
  const goToLogin = (): void => {
    if (leavingForLogin) return;
    leavingForLogin = true;
    const here = currentLocation();
    navigate(loginUrl(here.pathname + here.search));
  };
  const accept = options.supportsWebp ? 'application/json, image/webp' : 'application/json';

  // Concurrent 419s share one refresh. A request sent before the last refresh finished retries
  // without refreshing again: its 419 is already answered.
  let refreshing: Promise<boolean> | null = null;
  let refreshGeneration = 0;

  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const response = await send('GET', REFRESH_PATH, undefined, undefined);
        return response.ok;
      } catch {
        return false;
      } finally {
        refreshGeneration += 1;
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function send(method: HttpMethod, url: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const onAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const headers: Record<string, string> = { Accept: accept };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        mode: 'cors',
        redirect: 'follow',
        signal: controller.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      const reason = controller.signal.aborted ? (controller.signal.reason as Partial<Error> | null | undefined)?.message ?? 'aborted' : 'network error';
      reporter.error(`API Request failed: ${reason}`, { method, path: url, cause });
      throw new ApiNetworkError(method, url, reason, cause);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T | null> {
    const url = apiUrl(path, options.query);
    const generation = refreshGeneration;
    let response = await send(method, url, options.body, options.signal);
    if (response.status === SESSION_EXPIRED_STATUS) {
      const renewed = generation !== refreshGeneration || (await refreshSession());
      if (renewed) response = await send(method, url, options.body, options.signal);
      else goToLogin();
    }
    const body = await readJson(response, reporter, method, url);
    if (response.ok) return body as T | null;
    const error = new ApiError(response, method, url, body);
    reporter.error(error.message, { status: response.status, method, path: url });
    if (LOGIN_REQUIRED_STATUSES.includes(response.status)) goToLogin();
    throw error;
  }

  return {
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

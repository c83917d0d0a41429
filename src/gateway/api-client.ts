import type { z } from 'zod';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import { SITE_HEADER } from '../http/site-header.ts';
import { describeIssues } from '../tenants/error-map.ts';
import type { CallOptions } from './call-options.ts';
import { GatewayError, isGatewayError, type GatewayErrorKind } from './errors.ts';
import { refusesAccessToken } from './token-refusal.ts';

/**
 * The generic API client of browsing spec section 7, on the server: the site is the member's
 * backend-for-frontend, so the REST API beside the gateway's GraphQL endpoint (`<gateway>/api`) is
 * called from here, with the member's token attached by the members layer, never from the browser.
 * GET, POST, PUT and DELETE; query values that are null are left out; a JSON body; any status
 * outside 200-299 fails (section 8's message). A 2xx answer that is not JSON is null ("Response
 * parsed as JSON (null if unparseable)"): the call succeeded, so the member is never told a change
 * failed; it is logged and sent to the error reporter. Every failure is logged with its status,
 * method and path.
 */

/**
 * Browsing spec section 9: the generic API client's "base path /api", on the gateway (the stand-in
 * serves it at upstream/json-route.ts API_PREFIX); the site's own /api is SITE_API_PATH_PREFIX.
 */
export const GATEWAY_API_BASE_PATH = '/api';

/** Browsing spec sections 7 and 9: "time-out 60000 ms". */
export const API_TIMEOUT_MS = 60_000;

export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export type ApiQueryValue = string | number | boolean | null | undefined;
export type ApiQuery = Readonly<Record<string, ApiQueryValue | readonly ApiQueryValue[]>>;

/** Browsing spec section 8: "Any other status outside 200-299: error 'API Request failed with status code {status}'". */
export function apiFailedMessage(status: number): string {
  return `API Request failed with status code ${status}`;
}

/** Browsing spec section 8: "Unparseable response: 'Failed to parse JSON from API request.' logged to the error reporter". */
export const UNPARSEABLE_ANSWER_MESSAGE = 'Failed to parse JSON from API request.';

export interface ApiRequest {
  method: ApiMethod;
  /** The path below the API's base path, e.g. "/v2/user/email-consent". */
  path: string;
  query?: ApiQuery | undefined;
  /** Sent as JSON; absent: no body. */
  body?: unknown;
}

/** Where the client's failures go: the request's log, and the error reporter (src/server/error-reporter.ts). */
export interface ApiReporting {
  log: { warn(fields: object, message: string): void };
  reportError: (report: { message: string; detail: Record<string, unknown> }) => void;
}

export interface ApiCallOptions extends CallOptions {
  reporting: ApiReporting;
}

/** The brand of an ApiError: as for GatewayError, each tenant's bundle has its own copy of this module. */
const API_ERROR = Symbol.for('paysite.ApiError');

/** A failed API call: the answer's status (null when none came), the request's method and path, the answer's body. */
export class ApiError extends GatewayError {
  override name = 'ApiError';
  readonly [API_ERROR] = true;
  readonly status: number | null;
  readonly method: ApiMethod;
  readonly path: string;
  /** The answer's JSON, when it had any (e.g. a refusal's `message`); null otherwise. */
  readonly body: unknown;

  constructor(kind: GatewayErrorKind, request: Pick<ApiRequest, 'method' | 'path'>, status: number | null, message: string, body: unknown = null, cause?: unknown) {
    super(kind, request.path, message, { cause });
    this.status = status;
    this.method = request.method;
    this.path = request.path;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return isGatewayError(error) && (error as unknown as Record<symbol, unknown>)[API_ERROR] === true;
}

/**
 * The API's refusal of the request itself (a 4xx other than a refused token), whose body says why
 * (e.g. `{ message }`); null for any other failure, which the caller cannot read a verdict from.
 */
export function apiRefusal(error: unknown): { status: number; body: unknown } | null {
  if (!isApiError(error) || error.status === null || error.kind !== 'bad-answer' || error.status < 400 || error.status >= 500) return null;
  return { status: error.status, body: error.body };
}

/** GATEWAY_API_BASE_PATH + path + the query, its null and undefined values left out and a list's values repeated. */
export function apiPath(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as readonly ApiQueryValue[]) : [value as ApiQueryValue]) {
      if (item !== null && item !== undefined) params.append(name, String(item));
    }
  }
  const search = params.toString();
  return `${GATEWAY_API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function kindOf(status: number): GatewayErrorKind {
  if (refusesAccessToken(status)) return 'unauthorised';
  return status >= 500 ? 'unavailable' : 'bad-answer';
}

type JsonText = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): JsonText {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export interface ApiClientOptions {
  /** The gateway's origin; the API is at `<url>/api`. */
  url: string;
  timeoutMs?: number | undefined;
  fetch: typeof fetch;
}

export interface ApiClient {
  /** Sends one request and parses its JSON answer by `schema`; throws ApiError (a GatewayError) when it fails. */
  request<S extends z.ZodType>(request: ApiRequest, schema: S, options: ApiCallOptions): Promise<z.infer<S>>;
}

export function createApiClient({ url, timeoutMs = API_TIMEOUT_MS, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const base = url.replace(/\/+$/, '');
  return {
    async request(request, schema, options) {
      const { method, path } = request;
      const { log, reportError } = options.reporting;
      const fail = (error: ApiError): never => {
        log.warn({ status: error.status, method, path, kind: error.kind }, error.message);
        throw error;
      };
      const limit = options.timeoutMs ?? timeoutMs;
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(base + apiPath(path, request.query), {
          method,
          headers: {
            ...options.trace,
            [CORRELATION_HEADER]: options.correlationId,
            accept: 'application/json',
            ...(options.accessToken === undefined ? {} : { authorization: `Bearer ${options.accessToken}` }),
            ...(options.site === undefined ? {} : { [SITE_HEADER]: options.site }),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.timeout(limit),
        });
        text = await response.text();
      } catch (cause) {
        const name = (cause as { name?: string } | null)?.name;
        const reason = name === 'TimeoutError' || name === 'AbortError' ? `did not answer within ${limit} ms` : 'is unreachable';
        return fail(new ApiError('unavailable', request, null, `API Request failed: ${method} ${path} ${reason}`, null, cause));
      }
      const json = parseJson(text);
      if (!response.ok) return fail(new ApiError(kindOf(response.status), request, response.status, apiFailedMessage(response.status), json.ok ? json.value : null));
      if (!json.ok) {
        const detail = { status: response.status, method, path };
        log.warn(detail, UNPARSEABLE_ANSWER_MESSAGE);
        reportError({ message: UNPARSEABLE_ANSWER_MESSAGE, detail });
      }
      // Unparseable is null: a caller that needs a body fails on its schema below, one that does not goes on.
      const value = json.ok ? json.value : null;
      const parsed = schema.safeParse(value, { reportInput: true });
      if (!parsed.success) {
        return fail(new ApiError('bad-answer', request, response.status, `API ${method} ${path} answered an unexpected shape: ${describeIssues(parsed.error.issues).join('; ')}`, value));
      }
      return parsed.data;
    },
  };
}

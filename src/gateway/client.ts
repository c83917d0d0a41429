import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import { SITE_HEADER } from '../http/site-header.ts';
import { describeIssues } from '../tenants/error-map.ts';
import { API_TIMEOUT_MS, createApiClient, type ApiCallOptions, type ApiRequest } from './api-client.ts';
import { GatewayError, type GatewayErrorKind, type GatewayRefusal } from './errors.ts';
import { refusesAccessToken } from './token-refusal.ts';
import { gatewayFetch } from './transport.ts';

/** Path of the GraphQL endpoint on the gateway. */
export const GRAPHQL_PATH = '/graphql';
/** How long one gateway call may take before the page, the build or the member's action gives up on it. */
export const GATEWAY_TIMEOUT_MS = 10_000;
const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';

export interface GatewayClientOptions {
  /** The gateway's origin, e.g. "http://127.0.0.1:4400": GraphQL at `<url>/graphql`, REST beside it. */
  url: string;
  timeoutMs?: number | undefined;
  /** Injectable for tests; by default undici's request API on a kept-alive pool (transport.ts). */
  fetch?: typeof fetch | undefined;
}

/** Per call: who asks (bearer token), for which tenant's site, and which request of the site it belongs to. */
export interface CallOptions {
  accessToken?: string | undefined;
  /** The tenant's site code, on a member's calls (src/http/site-header.ts). */
  site?: string | undefined;
  correlationId: string;
  /**
   * This call's own time-out, in place of the client's: a charge's, longer (src/gateway/charge.ts),
   * or what is left of a page's time budget, shorter (src/gateway/time-budget.ts).
   */
  timeoutMs?: number | undefined;
}

export interface GatewayClient {
  readonly url: string;
  /**
   * Sends one GraphQL operation and parses its data by `schema`. The documents live in
   * src/gateway/documents; each selects exactly what its schema checks.
   */
  graphql<S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S, options: CallOptions): Promise<z.infer<S>>;
  /** One call of the REST API beside the GraphQL endpoint (membership spec section 7, REST), by the generic API client (api-client.ts). */
  api<S extends z.ZodType>(request: ApiRequest, schema: S, options: ApiCallOptions): Promise<z.infer<S>>;
}

/**
 * The site's one client of the gateway, for the build, the pages and the members' calls alike: one
 * URL rule (src/settings gatewayUrl), a time-out and the correlation id on every call, and one error
 * type, GatewayError.
 */
export function createGatewayClient({ url, timeoutMs = GATEWAY_TIMEOUT_MS, fetch: fetchImpl = gatewayFetch }: GatewayClientOptions): GatewayClient {
  const base = url.replace(/\/+$/, '');
  const client = new GraphQLClient(base + GRAPHQL_PATH, { fetch: fetchImpl });
  const api = createApiClient({ url: base, timeoutMs: API_TIMEOUT_MS, fetch: fetchImpl });
  const headersOf = ({ accessToken, site, correlationId }: CallOptions): Record<string, string> => ({
    [CORRELATION_HEADER]: correlationId,
    ...(accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` }),
    ...(site === undefined ? {} : { [SITE_HEADER]: site }),
  });

  return {
    url: base,

    async graphql(operation, document, variables, schema, options) {
      let data: unknown;
      const limit = options.timeoutMs ?? timeoutMs;
      try {
        data = await client.request<unknown>({ document, variables, requestHeaders: headersOf(options), signal: AbortSignal.timeout(limit) });
      } catch (cause) {
        const { kind, detail, code, refusal } = classify(cause, limit);
        throw new GatewayError(kind, operation, `Gateway ${base}: ${operation} ${detail}`, { cause, code, refusal });
      }
      // reportInput: messages say what was received ("expected number, received string").
      const parsed = schema.safeParse(data, { reportInput: true });
      if (!parsed.success) {
        throw new GatewayError('bad-answer', operation, `Gateway ${base}: ${operation} answered an unexpected shape: ${describeIssues(parsed.error.issues).join('; ')}`);
      }
      return parsed.data;
    },

    api: (request, schema, options) => api.request(request, schema, options),
  };
}

/** What went wrong, in words that tell ops where to look: "is unreachable (ECONNREFUSED)", … */
function classify(cause: unknown, timeoutMs: number): { kind: GatewayErrorKind; detail: string; code?: string | undefined; refusal?: GatewayRefusal | undefined } {
  const error = cause as { name?: string; message?: string; cause?: { code?: string; message?: string; errors?: { code?: string }[] } } | null | undefined;
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return { kind: 'unavailable', detail: `did not answer within ${timeoutMs} ms` };
  if (cause instanceof ClientError) {
    const status = cause.response.status;
    const errors = cause.response.errors ?? [];
    const code = errors.map((e) => (e.extensions as { code?: unknown } | undefined)?.code).find((c): c is string => typeof c === 'string');
    if (refusesAccessToken(status) || code === UNAUTHENTICATED_CODE) return { kind: 'unauthorised', detail: 'refused the access token', code };
    const [first] = errors;
    if (first) {
      const refusal = { message: first.message, extensions: { ...(first.extensions as Record<string, unknown> | undefined) } };
      return { kind: 'bad-answer', detail: `answered with errors: ${errors.map((e) => e.message).join('; ')}`, ...(code ? { code } : {}), refusal };
    }
    return { kind: status >= 500 ? 'unavailable' : 'bad-answer', detail: `answered HTTP ${status}` };
  }
  const code = error?.cause?.code ?? error?.cause?.errors?.[0]?.code;
  if (error?.name === 'TypeError' && (code || error.message === 'fetch failed')) {
    return { kind: 'unavailable', detail: `is unreachable (${code ?? error.cause?.message ?? 'network error'})` };
  }
  return { kind: 'bad-answer', detail: `answered something that is not a GraphQL answer (${error?.message ?? String(cause)})` };
}

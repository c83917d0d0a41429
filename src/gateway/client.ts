import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { CORRELATION_HEADER } from '../http/correlation.ts';
import { SITE_HEADER } from '../http/site-header.ts';
import { describeIssues } from '../tenants/error-map.ts';
import { API_TIMEOUT_MS, createApiClient, type ApiCallOptions, type ApiRequest } from './api-client.ts';
import { joinedCallOptions } from './batch-options.ts';
import type { CallOptions } from './call-options.ts';
import { batchPart, mergedDocument, mergedVariables, splitAnswer, type AnswerError, type BatchPart } from './batch.ts';
import { GatewayError, type GatewayErrorKind, type GatewayRefusal } from './errors.ts';
import { refusesAccessToken } from './token-refusal.ts';
import { gatewayFetch } from './transport.ts';

/** The options of one call: defined apart so that the REST client (api-client.ts) shares them without a circle. */
export type { CallOptions } from './call-options.ts';

/** Path of the GraphQL endpoint on the gateway. */
export const GRAPHQL_PATH = '/graphql';
/**
 * How long one gateway call may take before the build, a member's Action or a page gives up on it.
 * The spec gives none for GraphQL (its 60 s is the REST client's, api-client.ts). A catalogue read
 * or a member's change answers in milliseconds; one that has not answered in 10 s finds the gateway
 * down rather than slow, so the caller shows its degraded form (the build stops that tenant) instead
 * of holding a member and a connection for a minute. A page view cuts its calls shorter still
 * (time-budget.ts); a charge waits longer (charge.ts).
 */
export const GATEWAY_TIMEOUT_MS = 10_000;
const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';

export interface GatewayClientOptions {
  /** The gateway's origin, e.g. "http://127.0.0.1:4400": GraphQL at `<url>/graphql`, REST beside it. */
  url: string;
  timeoutMs?: number | undefined;
  /** Injectable for tests; by default undici's request API on a kept-alive pool (transport.ts). */
  fetch?: typeof fetch | undefined;
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

/** The name a merged operation carries in the gateway's logs. */
export const BATCH_OPERATION = 'batch';

/** One query waiting for its request's merged operation. */
interface Queued {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  settle: (share: { data: unknown } | { error: GatewayError }) => void;
}

/** The headers of a call: who asks, for which site, and the request's correlation id and trace context. */
function callHeaders({ accessToken, site, correlationId, trace }: CallOptions): Record<string, string> {
  return {
    ...trace,
    [CORRELATION_HEADER]: correlationId,
    ...(accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` }),
    ...(site === undefined ? {} : { [SITE_HEADER]: site }),
  };
}

/** Sends queued queries to the gateway, alone or merged, and settles each with its data or its GatewayError. */
interface QuerySender {
  alone(query: Queued, options: CallOptions): Promise<void>;
  merged(queries: readonly Queued[], options: CallOptions): Promise<void>;
}

function querySender(base: string, timeoutMs: number, fetchImpl: typeof fetch): QuerySender {
  const client = new GraphQLClient(base + GRAPHQL_PATH, { fetch: fetchImpl });
  // A merged answer is read whole, errors and all: one query's refusal is not its neighbours'.
  const batchClient = new GraphQLClient(base + GRAPHQL_PATH, { fetch: fetchImpl, errorPolicy: 'all' });
  /** The call's own time-out (a page's budget left, a charge's), else the client's. */
  const limitOf = (options: CallOptions): number => options.timeoutMs ?? timeoutMs;
  const gatewayError = (operation: string, { kind, detail, code, refusal }: Classified, cause?: unknown): GatewayError =>
    new GatewayError(kind, operation, `Gateway ${base}: ${operation} ${detail}`, { cause, code, refusal });
  const failure = (operation: string, cause: unknown, limit: number): GatewayError => gatewayError(operation, classify(cause, limit), cause);

  async function alone(query: Queued, options: CallOptions): Promise<void> {
    try {
      const data = await client.request<unknown>({ document: query.document, variables: query.variables, requestHeaders: callHeaders(options), signal: AbortSignal.timeout(limitOf(options)) });
      query.settle({ data });
    } catch (cause) {
      query.settle({ error: failure(query.operation, cause, limitOf(options)) });
    }
  }

  async function merged(queries: readonly Queued[], options: CallOptions): Promise<void> {
    const batch = queries.map((query, index) => ({ query, part: batchPart(query.document, index) as BatchPart, variables: query.variables }));
    let answer: { data?: Record<string, unknown> | null | undefined; errors?: readonly AnswerError[] | undefined };
    try {
      answer = await batchClient.rawRequest<Record<string, unknown>>({
        query: mergedDocument(BATCH_OPERATION, batch.map((b) => b.part)),
        variables: mergedVariables(batch),
        requestHeaders: callHeaders(options),
        signal: AbortSignal.timeout(limitOf(options)),
      });
    } catch (cause) {
      // A gateway answering a refused document with an HTTP error (400) says so in its errors.
      if (cause instanceof ClientError && refusedWhole(cause.response.errors)) {
        for (const { query } of batch) void alone(query, options);
        return;
      }
      for (const { query } of batch) query.settle({ error: failure(query.operation, cause, limitOf(options)) });
      return;
    }
    // An error on no field refuses the operation as a whole (a field an older gateway lacks, say):
    // each query is asked alone, so that one query's fault stays its own.
    if (refusedWhole(answer.errors)) {
      for (const { query } of batch) void alone(query, options);
      return;
    }
    for (const { query, part } of batch) {
      const share = splitAnswer(part.prefix, answer.data, answer.errors);
      query.settle(share.errors.length > 0 ? { error: gatewayError(query.operation, answered(200, share.errors)) } : { data: share.data });
    }
  }

  return { alone, merged };
}

/**
 * Gathers the queries of one request (one correlation id) that come in the same turn of the event
 * loop, and hands them to the sender at the turn's end: merged, or alone when only one came. A
 * change (no batch part) always goes alone.
 */
function queryQueue(send: QuerySender): (operation: string, document: string, variables: Record<string, unknown>, options: CallOptions) => Promise<unknown> {
  const waiting = new Map<string, { options: CallOptions; queries: Queued[] }>();

  function flush(key: string): void {
    const batch = waiting.get(key);
    waiting.delete(key);
    if (!batch) return;
    const [only] = batch.queries;
    if (batch.queries.length === 1 && only) void send.alone(only, batch.options);
    else void send.merged(batch.queries, batch.options);
  }

  return (operation, document, variables, options) =>
    new Promise((resolve, reject) => {
      const query: Queued = { operation, document, variables, settle: (share) => ('error' in share ? reject(share.error) : resolve(share.data)) };
      const key = options.correlationId;
      const batch = waiting.get(key);
      const joined = batch && joinedCallOptions(batch.options, options);
      if (batchPart(document, 0) === null || (batch && !joined)) {
        void send.alone(query, options);
      } else if (batch && joined) {
        batch.options = joined;
        batch.queries.push(query);
      } else {
        waiting.set(key, { options, queries: [query] });
        setImmediate(flush, key);
      }
    });
}

/**
 * The site's one client of the gateway, for the build, the pages and the members' calls alike: one
 * URL rule (src/settings gatewayUrl), a time-out and the correlation id on every call, and one error
 * type, GatewayError.
 *
 * Queries of one request (one correlation id, one member's token) sent in the same turn of the event loop go
 * as one merged operation (batch.ts): a member's page asks for everything its holes need at once,
 * and the gateway sees one call. A query alone goes as it is; a change always goes alone.
 */
export function createGatewayClient({ url, timeoutMs = GATEWAY_TIMEOUT_MS, fetch: fetchImpl = gatewayFetch }: GatewayClientOptions): GatewayClient {
  const base = url.replace(/\/+$/, '');
  const api = createApiClient({ url: base, timeoutMs: API_TIMEOUT_MS, fetch: fetchImpl });
  const queue = queryQueue(querySender(base, timeoutMs, fetchImpl));

  return {
    url: base,

    async graphql(operation, document, variables, schema, options) {
      const data = await queue(operation, document, variables, options);
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

/** Whether an answer's errors refuse the operation as a whole: one names no field. */
function refusedWhole(errors: readonly AnswerError[] | undefined): boolean {
  return errors?.some((error) => typeof error.path?.[0] !== 'string') ?? false;
}

type Classified = { kind: GatewayErrorKind; detail: string; code?: string | undefined; refusal?: GatewayRefusal | undefined };

/** What an answer with this status and these GraphQL errors means (a query's own share of a merged answer too). */
function answered(status: number, errors: readonly AnswerError[]): Classified {
  const code = errors.map((e) => (e.extensions as { code?: unknown } | undefined)?.code).find((c): c is string => typeof c === 'string');
  if (refusesAccessToken(status) || code === UNAUTHENTICATED_CODE) return { kind: 'unauthorised', detail: 'refused the access token', code };
  const [first] = errors;
  if (first) {
    const refusal = { message: first.message, extensions: { ...(first.extensions as Record<string, unknown> | undefined) } };
    return { kind: 'bad-answer', detail: `answered with errors: ${errors.map((e) => e.message).join('; ')}`, ...(code ? { code } : {}), refusal };
  }
  return { kind: status >= 500 ? 'unavailable' : 'bad-answer', detail: `answered HTTP ${status}` };
}

/** What went wrong, in words that tell ops where to look: "is unreachable (ECONNREFUSED)", … */
function classify(cause: unknown, timeoutMs: number): Classified {
  const error = cause as { name?: string; message?: string; cause?: { code?: string; message?: string; errors?: { code?: string }[] } } | null | undefined;
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return { kind: 'unavailable', detail: `did not answer within ${timeoutMs} ms` };
  if (cause instanceof ClientError) return answered(cause.response.status, cause.response.errors ?? []);
  const code = error?.cause?.code ?? error?.cause?.errors?.[0]?.code;
  if (error?.name === 'TypeError' && (code || error.message === 'fetch failed')) {
    return { kind: 'unavailable', detail: `is unreachable (${code ?? error.cause?.message ?? 'network error'})` };
  }
  return { kind: 'bad-answer', detail: `answered something that is not a GraphQL answer (${error?.message ?? String(cause)})` };
}

import { GATEWAY_TIMEOUT_MS } from '../../gateway/client.ts';
import { CORRELATION_HEADER } from '../../http/correlation.ts';

/**
 * The cams one-click (membership spec section 7, REST): POST {sales payments}/v1/outgoing-upsells-oneclick/cams
 * with the page's query plus the member's email and the tenant's name; the answer's `url` is where
 * /cams sends the member, once the partner allow-list accepts it.
 */
export const SALES_PAYMENTS_CAMS_PATH = '/v1/outgoing-upsells-oneclick/cams';
/** Membership spec section 8 and browsing spec section 8: "cams call not OK". */
export const CAMS_FAILED_MESSAGE = 'Failed to fetch cams oneclick url';
/**
 * The spec gives none. The member waits on /cams for this one call as on a page's gateway call, and
 * it only asks for a URL (no charge), so it gets the gateway's time-out, not a charge's.
 */
export const SALES_PAYMENTS_TIMEOUT_MS = GATEWAY_TIMEOUT_MS;

/** The call failed: `detail` is the status text, or what went wrong on the way. */
export class CamsOneclickError extends Error {
  override name = 'CamsOneclickError';
  readonly detail: string;
  constructor(detail: string, options?: ErrorOptions) {
    super(`${CAMS_FAILED_MESSAGE}: ${detail}`, options);
    this.detail = detail;
  }
}

export interface CamsOneclickRequest {
  salesPaymentsUrl: string;
  /** The page's query: every parameter goes into the body (the first value of each). */
  query: URLSearchParams;
  email: string;
  /** The tenant's name (its id, e.g. `aurora`). */
  siteName: string;
  correlationId: string;
  /** The request's trace context (`traceparent`), passed on as the gateway's calls pass it. */
  trace?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The body: the query's parameters, then email and siteName, which the query cannot override. */
export function camsRequestBody(query: URLSearchParams, email: string, siteName: string): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of query) if (!Object.hasOwn(body, name)) body[name] = value;
  return { ...body, email, siteName };
}

/** The one-click URL the service answers (not yet checked against the allow-list). */
export async function fetchCamsOneclickUrl(request: CamsOneclickRequest): Promise<string> {
  const { timeoutMs = SALES_PAYMENTS_TIMEOUT_MS, fetch: fetchImpl = fetch } = request;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.salesPaymentsUrl.replace(/\/+$/, '') + SALES_PAYMENTS_CAMS_PATH, {
      method: 'POST',
      headers: { ...request.trace, 'content-type': 'application/json', [CORRELATION_HEADER]: request.correlationId },
      body: JSON.stringify(camsRequestBody(request.query, request.email, request.siteName)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (cause) {
    const name = (cause as { name?: string } | null)?.name;
    throw new CamsOneclickError(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'the service is unreachable', { cause });
  }
  if (!response.ok) throw new CamsOneclickError(response.statusText || `HTTP ${response.status}`);
  let url: unknown;
  try {
    url = (JSON.parse(text) as { url?: unknown } | null)?.url;
  } catch (cause) {
    throw new CamsOneclickError('the answer is not JSON', { cause });
  }
  if (typeof url !== 'string' || url === '') throw new CamsOneclickError('the answer holds no url');
  return url;
}

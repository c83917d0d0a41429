/**
 * The one error type of every call to the gateway. `kind` is what the caller acts on:
 * - `unauthorised`: the access token was refused (HTTP 401 or 511, or GraphQL UNAUTHENTICATED);
 *   the member's session refreshes once and the call is retried.
 * - `unavailable`: no usable answer came (down, time-out, HTTP 5xx).
 * - `bad-answer`: an answer came but the site cannot use it (GraphQL errors, not JSON, a shape the
 *   schema refuses). `code` carries the first GraphQL error's `extensions.code`, so a feature can
 *   tell its own refusals (e.g. a reached download quota) from a broken gateway, and `refusal` the
 *   first GraphQL error itself (its message and extensions, e.g. the quota and the days to wait).
 */
export type GatewayErrorKind = 'unauthorised' | 'unavailable' | 'bad-answer';

/**
 * The brand that identifies a GatewayError. The site server's client throws it, and each tenant's
 * Astro bundle carries its own copy of this module, so `instanceof` cannot tell across the two.
 */
const GATEWAY_ERROR = Symbol.for('paysite.GatewayError');

/** The first GraphQL error of an answer, as the gateway wrote it (membership spec section 8: "the first GraphQL error message is shown"). */
export interface GatewayRefusal {
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly [GATEWAY_ERROR] = true;
  readonly kind: GatewayErrorKind;
  readonly operation: string;
  readonly code: string | undefined;
  readonly refusal: GatewayRefusal | undefined;

  constructor(
    kind: GatewayErrorKind,
    operation: string,
    message: string,
    options: { cause?: unknown; code?: string | undefined; refusal?: GatewayRefusal | undefined } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.operation = operation;
    this.code = options.code;
    this.refusal = options.refusal;
  }
}

export function isGatewayError(error: unknown, kind?: GatewayErrorKind): error is GatewayError {
  const branded = typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[GATEWAY_ERROR] === true;
  return branded && (kind === undefined || (error as GatewayError).kind === kind);
}

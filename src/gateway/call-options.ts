/** Per call: who asks (bearer token), for which tenant's site, and which request of the site it belongs to. */
export interface CallOptions {
  accessToken?: string | undefined;
  /** The tenant's site code, on a member's calls (src/http/site-header.ts). */
  site?: string | undefined;
  correlationId: string;
  /** The request's trace context (`traceparent`, `tracestate`: src/observability/tracing.ts), sent on as it is. */
  trace?: Readonly<Record<string, string>> | undefined;
  /**
   * This call's own time-out, in place of the client's: a charge's, longer (src/gateway/charge.ts),
   * or what is left of a page's time budget, shorter (src/gateway/time-budget.ts).
   */
  timeoutMs?: number | undefined;
}

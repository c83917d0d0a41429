import type { RequestTrace } from '../observability/tracing.ts';
import type { GatewayClient } from './client.ts';

/**
 * The client as one request calls it: every call carries the request's trace context (W3C
 * `traceparent`), so the gateway's own logs and spans join the request's trace. The feature that
 * makes the call never has to pass it.
 */
export function withTraceContext(client: GatewayClient, trace: RequestTrace): GatewayClient {
  return {
    url: client.url,
    graphql: (operation, document, variables, schema, options) => client.graphql(operation, document, variables, schema, { ...options, trace: trace.headers }),
    api: (request, schema, options) => client.api(request, schema, { ...options, trace: trace.headers }),
  };
}

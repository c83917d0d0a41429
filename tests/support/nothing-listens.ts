import { createGatewayClient, type GatewayClient } from '../../src/gateway/client.ts';

/** The discard port: nothing listens there on these machines, so a connection is refused at once. */
export const NOTHING_LISTENS_PORT = 9;
export const NOTHING_LISTENS_URL = `http://127.0.0.1:${NOTHING_LISTENS_PORT}`;

/** A gateway whose every call is refused at once: for a server whose test never reaches the upstream, or proves what a refusal does. */
export function unreachableGateway(): GatewayClient {
  return createGatewayClient({ url: NOTHING_LISTENS_URL });
}

import type { z } from 'zod';
import type { ApiReporting, ApiRequest } from '../../gateway/api-client.ts';
import { CHARGE_TIMEOUT_MS } from '../../gateway/charge.ts';
import type { GatewayClient } from '../../gateway/client.ts';

/**
 * The gateway as one signed-in member calls it on one tenant: their access token attached (refreshed
 * as needed), the tenant's site and the request's correlation id on every call. Features write their own calls over it
 * (src/features/<feature>/*.server.ts); the server layer knows none of them.
 */
export interface MemberGateway {
  /** A query whose answer is parsed by `schema` (the documents alias their field as `result`). */
  query<S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
  /** A change: as `query`, and the member's cached profile is fetched afresh on the next request. */
  mutate<S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
  /**
   * A change that charges the member (src/gateway/charge.ts): as `mutate`, with the charge's own
   * time-out, and sent again only after a refusal of the access token, never after a failure whose
   * outcome is unknown.
   */
  charge<S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
  /** A call of the REST API (the generic API client); `changes` drops the cached profile when it succeeds. */
  api<S extends z.ZodType>(request: ApiRequest, schema: S, changes: boolean): Promise<z.infer<S>>;
}

export interface MemberGatewayOptions {
  client: GatewayClient;
  /** The tenant's site code: the gateway answers another tenant's items as unknown ones. */
  site: string;
  correlationId: string;
  /**
   * Attaches a live access token (src/server/auth/access-token.ts): refreshes it once and sends the
   * call once more when the gateway refuses it.
   */
  withToken: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Runs after every successful change; the change's answer waits for it (every server must know first). */
  changed: () => void | Promise<void>;
  /** Where the API client's failures are logged and reported (the request's). */
  reporting: ApiReporting;
}

export function createMemberGateway({ client, site, correlationId, withToken, changed, reporting }: MemberGatewayOptions): MemberGateway {
  const graphql =
    (timeoutMs?: number) =>
    <S extends z.ZodType>(operation: string, document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>> =>
      withToken((accessToken) => client.graphql(operation, document, variables, schema, { accessToken, site, correlationId, timeoutMs }));
  const changing =
    (send: MemberGateway['query']): MemberGateway['mutate'] =>
    async (operation, document, variables, schema) => {
      const answer = await send(operation, document, variables, schema);
      await changed();
      return answer;
    };
  const query = graphql();
  return {
    query,
    mutate: changing(query),
    charge: changing(graphql(CHARGE_TIMEOUT_MS)),
    async api(request, schema, changes) {
      const answer = await withToken((accessToken) => client.api(request, schema, { accessToken, site, correlationId, reporting }));
      if (changes) await changed();
      return answer;
    },
  };
}

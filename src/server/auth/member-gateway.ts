import type { z } from 'zod';
import type { GatewayClient, RestAnswer } from '../../gateway/client.ts';

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
  /** A JSON REST call beside the GraphQL endpoint; `changes` drops the cached profile when it succeeds. */
  rest(method: 'GET' | 'POST', path: string, body: unknown, changes: boolean): Promise<RestAnswer>;
}

export interface MemberGatewayOptions {
  client: GatewayClient;
  /** The tenant's site code: the gateway answers another tenant's items as unknown ones. */
  site: string;
  correlationId: string;
  /** Attaches a live access token (src/server/auth/access-token.ts). */
  withToken: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Runs after every successful change; the change's answer waits for it (every server must know first). */
  changed: () => void | Promise<void>;
}

export function createMemberGateway({ client, site, correlationId, withToken, changed }: MemberGatewayOptions): MemberGateway {
  const query: MemberGateway['query'] = (operation, document, variables, schema) =>
    withToken((accessToken) => client.graphql(operation, document, variables, schema, { accessToken, site, correlationId }));
  return {
    query,
    async mutate(operation, document, variables, schema) {
      const answer = await query(operation, document, variables, schema);
      await changed();
      return answer;
    },
    async rest(method, path, body, changes) {
      const answer = await withToken((accessToken) => client.rest(method, path, body, { accessToken, site, correlationId }));
      if (changes && answer.ok) await changed();
      return answer;
    },
  };
}

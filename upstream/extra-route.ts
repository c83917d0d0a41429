import type { IncomingMessage, ServerResponse } from 'node:http';

/** A route mounted beside the catalogue, e.g. `/oidc` (identity) or member queries. */
export type ExtraRoute = {
  /** Path prefix it owns, e.g. "/oidc". Checked before the built-in routes. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
};

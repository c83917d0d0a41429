import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readJson } from '../json-route.ts';
import type { VerifyAccessToken } from './resolvers.ts';

/** The member REST bodies are a few short fields (credentials, tracking events); anything bigger is refused. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * A member's JSON POST to the REST side of the member API: the account of the bearer token and the
 * body, or null once it has answered 405 (another method), 401 (no live token) or 400 (a body that
 * is not JSON, described by `badBody`).
 */
export async function memberPost(
  req: IncomingMessage,
  res: ServerResponse,
  verify: VerifyAccessToken,
  badBody: (reason: string) => unknown = (reason) => ({ message: `Expected a JSON body: ${reason}` }),
): Promise<{ accountId: string; body: unknown } | null> {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    json(res, 405, { message: 'Use POST' });
    return null;
  }
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const verified = token ? await verify(token) : null;
  if (!verified) {
    json(res, 401, { message: 'UNAUTHENTICATED' });
    return null;
  }
  try {
    return { accountId: verified.accountId, body: await readJson(req, MAX_BODY_BYTES) };
  } catch (error) {
    json(res, 400, badBody((error as Error).message));
    return null;
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MemberDirectory } from './member-directory.ts';
import type { VerifyAccessToken } from './resolvers.ts';

/** Membership spec section 7, REST: POST /subscriptions/vip-user-credentials { newEmail, newPassword }. */
export const SUBSCRIPTIONS_PREFIX = '/subscriptions';
export const VIP_USER_CREDENTIALS_PATH = `${SUBSCRIPTIONS_PREFIX}/vip-user-credentials`;
/** Two short fields; anything bigger is not a credentials body. */
const MAX_BODY_BYTES = 4 * 1024;

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The request's JSON body, refused beyond MAX_BODY_BYTES (small bodies only: credentials, tracking events). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('The body is too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function handle(directory: () => MemberDirectory, verify: VerifyAccessToken, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== VIP_USER_CREDENTIALS_PATH) return json(res, 404, { message: `No route for ${req.method} ${path}` });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return json(res, 405, { message: 'Use POST' });
  }
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const verified = token ? await verify(token) : null;
  if (!verified) return json(res, 401, { message: 'UNAUTHENTICATED' });
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (error) {
    return json(res, 400, { message: 'INVALID_BODY', detail: `Expected a JSON body { newEmail, newPassword }: ${(error as Error).message}` });
  }
  const result = directory().convertVipCredentials(verified.accountId, body);
  if (result.ok) return json(res, 200, { ok: true });
  json(res, 400, { message: result.message });
}

/** The REST part of the member API as an upstream `extraRoutes` entry. */
export function createSubscriptionsRoute(directory: () => MemberDirectory, verify: VerifyAccessToken) {
  return {
    prefix: SUBSCRIPTIONS_PREFIX,
    handle(req: IncomingMessage, res: ServerResponse): void {
      handle(directory, verify, req, res).catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else json(res, 500, { message: (error as Error).message });
      });
    },
  };
}
